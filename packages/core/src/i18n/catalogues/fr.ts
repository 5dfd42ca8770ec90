import type { Catalogue } from './en';

// The page's own words in French (docs/product.md, "Languages"). Apostrophes are typographic (’):
// a straight one before a brace would quote it in ICU MessageFormat.
export const fr: Catalogue = {
  'answer.required': 'Veuillez remplir ce champ.',
  'answer.invalid': 'Cette réponse n’est pas valide.',
  'answer.text': 'Veuillez saisir du texte.',
  'answer.maxLength': 'Veuillez utiliser au plus {max, plural, one {# caractère} other {# caractères}}.',
  'answer.email': 'Veuillez saisir une adresse e-mail valide.',
  'answer.number': 'Veuillez saisir un nombre.',
  'answer.numberMin': 'Veuillez saisir un nombre supérieur ou égal à {min}.',
  'answer.numberMax': 'Veuillez saisir un nombre inférieur ou égal à {max}.',
  'answer.phoneCharacters': 'Veuillez n’utiliser que des chiffres, des espaces, des parenthèses, le plus et le moins.',
  'answer.option': 'Veuillez choisir l’une des options.',
  'answer.tooManyChoices': 'Veuillez choisir au plus {max, plural, one {# option} other {# options}}.',
  'answer.rating': 'Veuillez choisir une note de 1 à {top}.',
  'answer.netPromoterScore': 'Veuillez choisir une note de 0 à 10.',
  'answer.date': 'Veuillez saisir une date valide.',
  'answer.dateRange': 'Veuillez saisir une fin qui ne précède pas le début.',
  'answer.tooManyFiles': 'Veuillez envoyer au plus {max, plural, one {# fichier} other {# fichiers}}.',
  'answer.fileTooLarge':
    'Le fichier « {name} » est trop volumineux : {maxMb} Mo au plus. Veuillez choisir un fichier plus petit.',
  'answer.fileType':
    'Le fichier « {name} » n’est pas d’un type accepté par cette question ({types}). Veuillez choisir un autre fichier.',
  'answer.hiddenFile':
    'Le fichier « {name} » a été envoyé pour « {question} », que vos autres réponses masquent. Retirez le fichier ou modifiez vos réponses.',
  'answer.correctThese': 'Veuillez corriger les questions signalées.',
  'answer.dropped':
    '{count, plural, one {Votre réponse à {labels} ne sera pas conservée : vos autres réponses font passer cette question.} other {Vos réponses à {labels} ne seront pas conservées : vos autres réponses font passer ces questions.}}',
  'answer.aQuestion': 'une question',

  'page.next': 'Suivant',
  'page.previous': 'Précédent',
  'page.submit': 'Envoyer',
  'page.step': 'Étape {step} sur {count}',
  'page.page': 'Page {page} sur {count}',
  'page.submitAnother': 'Envoyer une autre réponse',
  'page.language': 'Langue',
  'page.notFoundTitle': 'Formulaire introuvable',
  'page.notFound': 'Ce formulaire n’existe pas ou n’est pas disponible.',

  'thanks.title': 'Merci !',
  'thanks.text': 'Votre réponse a bien été reçue.',

  'closed.title': 'Ce formulaire est fermé',
  'closed.message': 'Ce formulaire n’accepte plus de réponses.',
  'closed.refusal': 'Ce formulaire est fermé et n’accepte plus de réponses. Vos réponses n’ont pas été enregistrées.',
  'answered.title': 'Vous avez déjà répondu',
  'answered.message': 'Ce formulaire n’accepte qu’une réponse par personne, et la vôtre a bien été reçue.',
  'verify.checkTitle': 'Confirmez votre réponse',
  'verify.checkInbox':
    'Consultez votre boîte de réception : nous avons envoyé un lien à {address} pour confirmer votre réponse.',
  'verify.checkLater':
    'Votre réponse n’est enregistrée qu’une fois le lien ouvert et la réponse confirmée, dans les 24 heures.',
  'verify.mailSubject': 'Confirmez votre réponse : {title}',
  'verify.mailText':
    'Veuillez confirmer votre réponse à « {title} » en ouvrant ce lien dans les 24 heures :\n\n{link}\n\nVotre réponse n’est enregistrée qu’une fois le lien ouvert et le bouton « Confirmer ma réponse » pressé. Si vous n’avez pas rempli ce formulaire, vous pouvez ignorer ce message.\n',
  'verify.confirmText':
    'Votre réponse à ce formulaire est en attente. Appuyez sur le bouton pour l’enregistrer : d’ici là, rien n’est envoyé.',
  'verify.confirmButton': 'Confirmer ma réponse',
  'verify.answeredTitle': 'Déjà répondu',
  'verify.addressAnswered': 'Cette adresse a déjà répondu à ce formulaire.',
  'verify.expiredTitle': 'Ce lien a expiré',
  'verify.expired':
    'Les liens de confirmation fonctionnent pendant 24 heures. Veuillez remplir à nouveau le formulaire pour en recevoir un nouveau.',
  'verify.usedTitle': 'Réponse déjà confirmée',
  'verify.used': 'Ce lien a déjà confirmé votre réponse. Merci !',
  'verify.invalidTitle': 'Ce lien ne fonctionne pas',
  'verify.invalid': 'Ce lien de confirmation n’est pas valide. Veuillez ouvrir le lien complet de l’e-mail.',

  'submit.unreachable': 'Impossible de joindre le serveur. Vos réponses sont conservées ; veuillez réessayer.',
  'submit.failed': 'Vos réponses n’ont pas été envoyées (erreur {status}). Elles sont conservées ; veuillez réessayer.',
  'submit.preview': 'Ceci est un aperçu du modèle : vos réponses n’ont pas été envoyées.',
  'submit.fixErrors': 'Veuillez corriger les réponses signalées ci-dessous.',
  'submit.notSentTitle': 'Vos réponses n’ont pas été envoyées',
  'submit.tooMany': 'Trop de réponses envoyées depuis votre réseau. Veuillez patienter une minute et réessayer.',
  'upload.sending': 'Envoi de vos fichiers… {percent} %',
  'upload.sent': 'Fichiers envoyés, enregistrement de vos réponses…',
  'upload.progress': 'Fichiers envoyés',

  'file.hint': 'Jusqu’à {maxMb, number} Mo · {types}',
  'file.type.image': 'image',
  'file.type.plainText': 'texte brut',
  'file.type.csv': 'CSV',
  'file.type.odt': 'texte OpenDocument',
  'file.type.ods': 'classeur OpenDocument',
  'file.types.own': 'fichiers {types}',
  'file.types.server': 'images, PDF, documents bureautiques, ZIP, TXT ou CSV',
  'fileRefusal.type': '« {question} » accepte les {files}.',
  'fileRefusal.typeAny': 'Cette question accepte les {files}.',
  'fileRefusal.size': '« {question} » accepte des fichiers de {maxMb, number} Mo au plus.',
  'fileRefusal.sizeAny': 'Cette question accepte des fichiers de {maxMb, number} Mo au plus.',
  'fileRefusal.notSent': 'Le fichier « {name} » ne peut pas être envoyé : {reason}',
  'fileRefusal.notAccepted':
    'Le fichier « {name} » n’est pas d’un type accepté. Sont acceptés : images (JPEG, PNG, GIF, WebP), PDF, documents bureautiques, ZIP, texte brut et CSV.',
  'fileRefusal.tooLarge': 'Le fichier « {name} » est trop volumineux : {reason}',
  'fileRefusal.tooLargeServer': 'Le fichier « {name} » est trop volumineux ({maxMb, number} Mo au plus).',
  'fileRefusal.tooMuch': 'Les fichiers d’une même réponse ne peuvent pas dépasser {maxMb, number} Mo au total.',

  'name.firstName': 'Prénom',
  'name.lastName': 'Nom',
  'nps.low': 'Peu probable',
  'nps.high': 'Très probable',
  'address.noResult': 'Aucune adresse trouvée',
  'phone.dialCode': 'Indicatif',
  'list.placeholder': 'Un élément par ligne',

  'partial.note': 'Vos réponses sont enregistrées au fur et à mesure.',
  'partial.save': 'Enregistrer et continuer plus tard',
  'partial.saved':
    'Vos réponses sont enregistrées. Pour continuer plus tard, sur cet appareil ou un autre, utilisez ce lien :',
  'partial.linkLabel': 'Lien pour reprendre vos réponses',
  'partial.copy': 'Copier le lien',
  'partial.copied': 'Lien copié',
  'partial.emailed': 'Nous l’avons aussi envoyé à {address}.',
  'partial.notSaved':
    'Vos réponses n’ont pas été enregistrées (erreur {status}). Elles sont toujours là ; veuillez réessayer.',
  'partial.kept': 'Conservé : {name} ({size})',
  'partial.remove': 'Retirer',
  'partial.linkUnusable':
    'Ce lien pour reprendre vos réponses a expiré ou a déjà été utilisé. Vous pouvez recommencer ci-dessous.',
  'logic.undecided': 'Votre réponse ici n’est conservée que si vos autres réponses appellent cette question.',
};
