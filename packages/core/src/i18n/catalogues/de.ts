import type { Catalogue } from './en';

// The page's own words in German (docs/product.md, "Languages").
export const de: Catalogue = {
  'answer.required': 'Bitte füllen Sie dieses Feld aus.',
  'answer.invalid': 'Diese Antwort ist ungültig.',
  'answer.text': 'Bitte geben Sie Text ein.',
  'answer.maxLength': 'Bitte verwenden Sie höchstens {max, plural, one {# Zeichen} other {# Zeichen}}.',
  'answer.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'answer.number': 'Bitte geben Sie eine Zahl ein.',
  'answer.numberMin': 'Bitte geben Sie eine Zahl von mindestens {min} ein.',
  'answer.numberMax': 'Bitte geben Sie eine Zahl von höchstens {max} ein.',
  'answer.phoneCharacters': 'Bitte verwenden Sie nur Ziffern, Leerzeichen, Klammern, Plus und Minus.',
  'answer.option': 'Bitte wählen Sie eine der Optionen.',
  'answer.tooManyChoices': 'Bitte wählen Sie höchstens {max, plural, one {# Option} other {# Optionen}}.',
  'answer.rating': 'Bitte wählen Sie eine Bewertung von 1 bis {top}.',
  'answer.netPromoterScore': 'Bitte wählen Sie einen Wert von 0 bis 10.',
  'answer.date': 'Bitte geben Sie ein gültiges Datum ein.',
  'answer.dateRange': 'Bitte geben Sie ein Ende ein, das nicht vor dem Beginn liegt.',
  'answer.tooManyFiles': 'Bitte senden Sie höchstens {max, plural, one {# Datei} other {# Dateien}}.',
  'answer.fileTooLarge': 'Die Datei „{name}“ ist zu groß: höchstens {maxMb} MB. Bitte wählen Sie eine kleinere Datei.',
  'answer.fileType':
    'Die Datei „{name}“ hat keinen Typ, den diese Frage annimmt ({types}). Bitte wählen Sie eine andere Datei.',
  'answer.hiddenFile':
    'Die Datei „{name}“ wurde für „{question}“ gesendet, die Ihre anderen Antworten ausblenden. Entfernen Sie die Datei oder ändern Sie Ihre Antworten.',
  'answer.correctThese': 'Bitte korrigieren Sie die markierten Fragen.',
  'answer.dropped':
    '{count, plural, one {Ihre Antwort auf {labels} wird nicht gespeichert: Ihre anderen Antworten überspringen diese Frage.} other {Ihre Antworten auf {labels} werden nicht gespeichert: Ihre anderen Antworten überspringen diese Fragen.}}',
  'answer.aQuestion': 'eine Frage',

  'page.next': 'Weiter',
  'page.previous': 'Zurück',
  'page.submit': 'Absenden',
  'page.step': 'Schritt {step} von {count}',
  'page.page': 'Seite {page} von {count}',
  'page.submitAnother': 'Weitere Antwort senden',
  'page.language': 'Sprache',
  'page.notFoundTitle': 'Formular nicht gefunden',
  'page.notFound': 'Dieses Formular existiert nicht oder ist nicht verfügbar.',

  'thanks.title': 'Vielen Dank!',
  'thanks.text': 'Ihre Antwort ist eingegangen.',

  'closed.title': 'Dieses Formular ist geschlossen',
  'closed.message': 'Dieses Formular nimmt keine Antworten mehr an.',
  'closed.refusal':
    'Dieses Formular ist geschlossen und nimmt keine Antworten mehr an. Ihre Antworten wurden nicht gespeichert.',
  'answered.title': 'Sie haben bereits geantwortet',
  'answered.message': 'Dieses Formular nimmt eine Antwort pro Person an, und Ihre ist bereits eingegangen.',
  'verify.checkTitle': 'Bestätigen Sie Ihre Antwort',
  'verify.checkInbox':
    'Sehen Sie in Ihren Posteingang: Wir haben einen Link an {address} gesendet, um Ihre Antwort zu bestätigen.',
  'verify.checkLater':
    'Ihre Antwort wird erst gespeichert, wenn Sie den Link innerhalb von 24 Stunden öffnen und sie bestätigen.',
  'verify.mailSubject': 'Bestätigen Sie Ihre Antwort: {title}',
  'verify.mailText':
    'Bitte bestätigen Sie Ihre Antwort auf „{title}“, indem Sie diesen Link innerhalb von 24 Stunden öffnen:\n\n{link}\n\nIhre Antwort wird erst gespeichert, wenn Sie ihn öffnen und auf „Meine Antwort bestätigen“ klicken. Wenn Sie dieses Formular nicht ausgefüllt haben, können Sie diese Nachricht ignorieren.\n',
  'verify.confirmText':
    'Ihre Antwort auf dieses Formular wartet. Klicken Sie auf die Schaltfläche, um sie zu speichern: Bis dahin wird nichts gesendet.',
  'verify.confirmButton': 'Meine Antwort bestätigen',
  'verify.answeredTitle': 'Bereits beantwortet',
  'verify.addressAnswered': 'Diese Adresse hat dieses Formular bereits beantwortet.',
  'verify.expiredTitle': 'Dieser Link ist abgelaufen',
  'verify.expired':
    'Bestätigungslinks gelten 24 Stunden. Bitte füllen Sie das Formular erneut aus, um einen neuen zu erhalten.',
  'verify.usedTitle': 'Antwort bereits bestätigt',
  'verify.used': 'Dieser Link hat Ihre Antwort bereits bestätigt. Vielen Dank!',
  'verify.invalidTitle': 'Dieser Link funktioniert nicht',
  'verify.invalid': 'Dieser Bestätigungslink ist ungültig. Bitte öffnen Sie den vollständigen Link aus der E-Mail.',

  'submit.unreachable':
    'Der Server ist nicht erreichbar. Ihre Antworten bleiben erhalten; bitte versuchen Sie es erneut.',
  'submit.failed':
    'Ihre Antworten wurden nicht gesendet (Fehler {status}). Sie bleiben erhalten; bitte versuchen Sie es erneut.',
  'submit.preview': 'Dies ist eine Vorschau der Vorlage: Ihre Antworten wurden nicht gesendet.',
  'submit.fixErrors': 'Bitte korrigieren Sie die unten markierten Antworten.',
  'submit.notSentTitle': 'Ihre Antworten wurden nicht gesendet',
  'submit.tooMany': 'Zu viele Antworten aus Ihrem Netzwerk. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'upload.sending': 'Ihre Dateien werden gesendet… {percent} %',
  'upload.sent': 'Dateien gesendet, Ihre Antworten werden gespeichert…',
  'upload.progress': 'Dateien gesendet',

  'file.hint': 'Bis zu {maxMb, number} MB · {types}',
  'file.type.image': 'Bild',
  'file.type.plainText': 'Nur-Text',
  'file.type.csv': 'CSV',
  'file.type.odt': 'OpenDocument-Text',
  'file.type.ods': 'OpenDocument-Tabelle',
  'file.types.own': 'Dateien vom Typ {types}',
  'file.types.server': 'Bilder, PDF, Office-Dokumente, ZIP, TXT oder CSV',
  'fileRefusal.type': '„{question}“ nimmt {files} an.',
  'fileRefusal.typeAny': 'Diese Frage nimmt {files} an.',
  'fileRefusal.size': '„{question}“ nimmt Dateien bis höchstens {maxMb, number} MB an.',
  'fileRefusal.sizeAny': 'Diese Frage nimmt Dateien bis höchstens {maxMb, number} MB an.',
  'fileRefusal.notSent': 'Die Datei „{name}“ kann nicht gesendet werden: {reason}',
  'fileRefusal.notAccepted':
    'Die Datei „{name}“ hat keinen zulässigen Typ. Zulässig sind: Bilder (JPEG, PNG, GIF, WebP), PDF, Office-Dokumente, ZIP, Nur-Text und CSV.',
  'fileRefusal.tooLarge': 'Die Datei „{name}“ ist zu groß: {reason}',
  'fileRefusal.tooLargeServer': 'Die Datei „{name}“ ist zu groß (höchstens {maxMb, number} MB).',
  'fileRefusal.tooMuch': 'Die Dateien einer Antwort dürfen zusammen höchstens {maxMb, number} MB groß sein.',

  'name.firstName': 'Vorname',
  'name.lastName': 'Nachname',
  'nps.low': 'Unwahrscheinlich',
  'nps.high': 'Äußerst wahrscheinlich',
  'address.noResult': 'Keine Adresse gefunden',
  'phone.dialCode': 'Ländervorwahl',
  'list.placeholder': 'Ein Eintrag pro Zeile',

  'partial.note': 'Ihre Antworten werden laufend gespeichert.',
  'partial.save': 'Speichern und später fortfahren',
  'partial.saved':
    'Ihre Antworten sind gespeichert. Um später fortzufahren, auf diesem oder einem anderen Gerät, verwenden Sie diesen Link:',
  'partial.linkLabel': 'Link zum Fortsetzen Ihrer Antworten',
  'partial.copy': 'Link kopieren',
  'partial.copied': 'Link kopiert',
  'partial.emailed': 'Wir haben ihn auch an {address} gesendet.',
  'partial.notSaved':
    'Ihre Antworten wurden nicht gespeichert (Fehler {status}). Sie sind noch hier; bitte versuchen Sie es erneut.',
  'partial.kept': 'Behalten: {name} ({size})',
  'partial.remove': 'Entfernen',
  'partial.linkUnusable':
    'Dieser Link zum Fortsetzen Ihrer Antworten ist abgelaufen oder wurde bereits verwendet. Sie können unten neu beginnen.',
  'logic.undecided': 'Ihre Antwort hier wird nur behalten, wenn Ihre anderen Antworten diese Frage verlangen.',
};
