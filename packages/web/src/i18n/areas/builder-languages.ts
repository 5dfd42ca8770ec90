// The owner app's words of one area (docs/product.md, "The owner app's language"), in English and
// French; en.ts and fr.ts spread them into the app's catalogues. Kept apart so each area's words
// sit together and can be worked on alone. This area: the Languages screen (translating a form)
// and the preview's language.

export const builderLanguagesEn = {
  // The Languages screen (translating a form) and the preview's language
  'builder.languages.heading': 'Languages',
  'builder.languages.intro':
    'Offer the form in more languages: visitors see it in theirs, and texts without a translation in the default language. Saved with the form.',
  'builder.languages.missing': '{missing, plural, =0 {All {total} translated} other {{missing} of {total} missing}}',
  'builder.languages.default': 'Default language',
  'builder.languages.writtenIn': 'The form is written in',
  'builder.languages.defaultHint':
    'The language of the texts as you wrote them in the builder. Changing it keeps every text as it is: it only says which language they are in. To make one of the other languages the default, remove it first.',
  'builder.languages.others': 'Other languages',
  'builder.languages.onlyIn': 'The form is only in {language}. Add a language to offer it to visitors in theirs.',
  'builder.languages.translationsOf': '{label}<hidden>: translations</hidden>',
  'builder.languages.removeOf': 'Remove {language}',
  'builder.languages.remove': 'Remove',
  'builder.languages.add': 'Add a language',
  'builder.languages.choose': 'Choose a language…',
  'builder.languages.addButton': 'Add',
  'builder.languages.full': 'A form can have at most {max} languages besides its default one.',
  'builder.languages.added': '{language} added: its translations are below.',
  'builder.languages.removeTitle': 'Remove {language}?',
  'builder.languages.removed': '{language} removed, with its translations.',
  'builder.languages.removeText':
    'Its translations go with it ({count, plural, one {# text translated} other {# texts translated}}), and visitors are no longer offered the form in {language}. Undo brings them back while the editor is open.',
  'builder.languages.translation': '{language} translation',
  'builder.languages.preview': 'Preview in {language}',
  'builder.languages.noTexts': 'The form has no texts to translate yet. Add questions in the builder first.',
  'builder.languages.onlyMissing': 'Show only missing',
  'builder.languages.onlyMissingHint': 'Texts you translate stay in view until you show all again.',
  'builder.languages.nothingMissing': 'Nothing is missing: every text is translated into {language}.',
  'builder.languages.fieldIn': ', in {language}',
  'builder.languages.missingFlag': 'Missing',
  'builder.languages.sourceSaid': '{language}: ',
  'builder.languages.richHint':
    "Formatted text: its HTML is kept as you type it. Start from the original's markup to keep bold, links and lists.",
  'builder.languages.copy': "Copy the original's HTML<hidden> into {section}, {field}</hidden>",
  'builder.languages.files': 'Files for translators',
  'builder.languages.filesHint':
    'Download the texts with their {language} translations as JSON or XLIFF 1.2 (for translation tools), and import the translated file back: its translations are added to the ones here; empty ones leave them as they are.',
  'builder.languages.downloadJson': 'Download JSON',
  'builder.languages.downloadXliff': 'Download XLIFF',
  'builder.languages.import': 'Import a file in {language}',
  'builder.languages.tooLarge': 'The file is larger than 5 MB, too large for a translation file.',
  'builder.languages.notImported': '{file} was not imported. {reason}',
  'builder.languages.previewLanguage': 'Language',
  'builder.languages.previewDefault': '{label} · default',
  'builder.languages.xliff.noId': 'A {unit} in the file has no id, so its text cannot be placed.',
  'builder.languages.xliff.manyLanguages':
    'The file holds translations into more than one language; import one at a time.',
  'builder.languages.xliff.notXml':
    'The file is not well-formed XML, so it cannot be read as XLIFF. Check that it was saved whole.',
  'builder.languages.xliff.notXliff': 'The file is XML but not XLIFF: it does not start with {root}.',
  'builder.languages.xliff.version': 'The file is XLIFF version "{version}"; the builder reads XLIFF 1.2 and 2.',
} as const;

export const builderLanguagesFr: Readonly<Record<keyof typeof builderLanguagesEn, string>> = {
  'builder.languages.heading': 'Langues',
  'builder.languages.intro':
    'Proposez le formulaire en d’autres langues : les visiteurs le voient dans la leur, et les textes sans traduction dans la langue par défaut. Enregistré avec le formulaire.',
  'builder.languages.missing':
    '{missing, plural, =0 {Tout est traduit ({total})} one {# sur {total} manquant} other {# sur {total} manquants}}',
  'builder.languages.default': 'Langue par défaut',
  'builder.languages.writtenIn': 'Le formulaire est rédigé en',
  'builder.languages.defaultHint':
    'La langue des textes tels que vous les avez écrits dans le constructeur. La changer garde chaque texte tel quel : elle dit seulement en quelle langue ils sont. Pour faire d’une autre langue la langue par défaut, retirez-la d’abord.',
  'builder.languages.others': 'Autres langues',
  'builder.languages.onlyIn':
    'Le formulaire n’existe qu’en {language}. Ajoutez une langue pour le proposer aux visiteurs dans la leur.',
  'builder.languages.translationsOf': '{label}<hidden>, traductions</hidden>',
  'builder.languages.removeOf': 'Retirer la langue « {language} »',
  'builder.languages.remove': 'Retirer',
  'builder.languages.add': 'Ajouter une langue',
  'builder.languages.choose': 'Choisissez une langue…',
  'builder.languages.addButton': 'Ajouter',
  'builder.languages.full': 'Un formulaire peut avoir au plus {max} langues en plus de sa langue par défaut.',
  'builder.languages.added': 'Langue « {language} » ajoutée : ses traductions sont ci-dessous.',
  'builder.languages.removeTitle': 'Retirer la langue « {language} » ?',
  'builder.languages.removed': 'Langue « {language} » retirée, avec ses traductions.',
  'builder.languages.removeText':
    'Ses traductions partent avec elle ({count, plural, one {# texte traduit} other {# textes traduits}}), et le formulaire n’est plus proposé aux visiteurs en {language}. Annuler les rétablit tant que l’éditeur est ouvert.',
  'builder.languages.translation': 'Traduction : {language}',
  'builder.languages.preview': 'Aperçu en {language}',
  'builder.languages.noTexts':
    'Le formulaire n’a pas encore de textes à traduire. Ajoutez d’abord des questions dans le constructeur.',
  'builder.languages.onlyMissing': 'N’afficher que les manquants',
  'builder.languages.onlyMissingHint':
    'Les textes que vous traduisez restent affichés jusqu’à ce que vous affichiez tout de nouveau.',
  'builder.languages.nothingMissing': 'Rien ne manque : chaque texte est traduit en {language}.',
  'builder.languages.fieldIn': ', en {language}',
  'builder.languages.missingFlag': 'Manquant',
  'builder.languages.sourceSaid': '{language} : ',
  'builder.languages.richHint':
    'Texte mis en forme : son HTML est gardé tel que vous le tapez. Partez du balisage de l’original pour garder le gras, les liens et les listes.',
  'builder.languages.copy': 'Copier le HTML de l’original <hidden>dans {section}, {field}</hidden>',
  'builder.languages.files': 'Fichiers pour les traducteurs',
  'builder.languages.filesHint':
    'Téléchargez les textes avec leurs traductions ({language}) en JSON ou en XLIFF 1.2 (pour les outils de traduction), puis importez le fichier traduit : ses traductions s’ajoutent à celles d’ici ; les vides les laissent telles quelles.',
  'builder.languages.downloadJson': 'Télécharger le JSON',
  'builder.languages.downloadXliff': 'Télécharger le XLIFF',
  'builder.languages.import': 'Importer un fichier ({language})',
  'builder.languages.tooLarge': 'Le fichier dépasse 5 Mo, trop pour un fichier de traduction.',
  'builder.languages.notImported': '{file} n’a pas été importé. {reason}',
  'builder.languages.previewLanguage': 'Langue',
  'builder.languages.previewDefault': '{label} · par défaut',
  'builder.languages.xliff.noId': 'Un {unit} du fichier n’a pas d’id : son texte ne peut pas être placé.',
  'builder.languages.xliff.manyLanguages':
    'Le fichier contient des traductions dans plusieurs langues ; importez-les une à une.',
  'builder.languages.xliff.notXml':
    'Le fichier n’est pas du XML bien formé : il ne peut pas être lu comme du XLIFF. Vérifiez qu’il a été enregistré en entier.',
  'builder.languages.xliff.notXliff': 'Le fichier est du XML mais pas du XLIFF : il ne commence pas par {root}.',
  'builder.languages.xliff.version':
    'Le fichier est en XLIFF version « {version} » ; le constructeur lit XLIFF 1.2 et 2.',
};
