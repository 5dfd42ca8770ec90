import type { Catalogue } from './en';

// The page's own words in Italian (docs/product.md, "Languages"). Apostrophes are typographic (’):
// a straight one before a brace would quote it in ICU MessageFormat.
export const it: Catalogue = {
  'answer.required': 'Compila questo campo.',
  'answer.invalid': 'Questa risposta non è valida.',
  'answer.text': 'Inserisci del testo.',
  'answer.maxLength': 'Usa al massimo {max, plural, one {# carattere} other {# caratteri}}.',
  'answer.email': 'Inserisci un indirizzo e-mail valido.',
  'answer.number': 'Inserisci un numero.',
  'answer.numberMin': 'Inserisci un numero maggiore o uguale a {min}.',
  'answer.numberMax': 'Inserisci un numero minore o uguale a {max}.',
  'answer.phoneCharacters': 'Usa solo cifre, spazi, parentesi e i segni più e meno.',
  'answer.option': 'Scegli una delle opzioni.',
  'answer.tooManyChoices': 'Scegli al massimo {max, plural, one {# opzione} other {# opzioni}}.',
  'answer.rating': 'Scegli una valutazione da 1 a {top}.',
  'answer.netPromoterScore': 'Scegli un punteggio da 0 a 10.',
  'answer.date': 'Inserisci una data valida.',
  'answer.dateRange': 'Inserisci una fine che non preceda l’inizio.',
  'answer.tooManyFiles': 'Invia al massimo {max, plural, one {# file} other {# file}}.',
  'answer.fileTooLarge': 'Il file «{name}» è troppo grande: al massimo {maxMb} MB. Scegli un file più piccolo.',
  'answer.fileType': 'Il file «{name}» non è di un tipo accettato da questa domanda ({types}). Scegli un altro file.',
  'answer.hiddenFile':
    'Il file «{name}» è stato inviato per «{question}», che le tue altre risposte nascondono. Rimuovi il file o modifica le tue risposte.',
  'answer.correctThese': 'Correggi le domande evidenziate.',
  'answer.dropped':
    '{count, plural, one {La tua risposta a {labels} non sarà conservata: le tue altre risposte saltano quella domanda.} other {Le tue risposte a {labels} non saranno conservate: le tue altre risposte saltano quelle domande.}}',
  'answer.aQuestion': 'una domanda',

  'page.next': 'Avanti',
  'page.previous': 'Indietro',
  'page.submit': 'Invia',
  'page.step': 'Passaggio {step} di {count}',
  'page.page': 'Pagina {page} di {count}',
  'page.submitAnother': 'Invia un’altra risposta',
  'page.language': 'Lingua',
  'page.notFoundTitle': 'Modulo non trovato',
  'page.notFound': 'Questo modulo non esiste o non è disponibile.',

  'thanks.title': 'Grazie!',
  'thanks.text': 'La tua risposta è stata ricevuta.',

  'closed.title': 'Questo modulo è chiuso',
  'closed.message': 'Questo modulo non accetta più risposte.',
  'closed.refusal': 'Questo modulo è chiuso e non accetta più risposte. Le tue risposte non sono state salvate.',
  'answered.title': 'Hai già risposto',
  'answered.message': 'Questo modulo accetta una risposta per persona, e la tua è già stata ricevuta.',
  'verify.checkTitle': 'Conferma la tua risposta',
  'verify.checkInbox':
    'Controlla la tua casella di posta: abbiamo inviato un link a {address} per confermare la tua risposta.',
  'verify.checkLater': 'La tua risposta viene registrata solo quando apri il link, entro 24 ore.',
  'verify.mailSubject': 'Conferma la tua risposta: {title}',
  'verify.mailText':
    'Conferma la tua risposta a «{title}» aprendo questo link entro 24 ore:\n\n{link}\n\nLa tua risposta viene registrata solo quando lo apri. Se non hai compilato questo modulo, puoi ignorare questo messaggio.\n',
  'verify.answeredTitle': 'Hai già risposto',
  'verify.addressAnswered': 'Questo indirizzo ha già risposto a questo modulo.',
  'verify.expiredTitle': 'Questo link è scaduto',
  'verify.expired': 'I link di conferma funzionano per 24 ore. Compila di nuovo il modulo per riceverne uno nuovo.',
  'verify.usedTitle': 'Risposta già confermata',
  'verify.used': 'Questo link ha già confermato la tua risposta. Grazie!',
  'verify.invalidTitle': 'Questo link non funziona',
  'verify.invalid': 'Questo link di conferma non è valido. Apri il link completo dall’e-mail.',

  'submit.unreachable': 'Impossibile raggiungere il server. Le tue risposte sono conservate; riprova.',
  'submit.failed': 'Le tue risposte non sono state inviate (errore {status}). Sono conservate; riprova.',
  'submit.preview': 'Questa è un’anteprima del modello: le tue risposte non sono state inviate.',
  'submit.fixErrors': 'Correggi le risposte evidenziate qui sotto.',
  'submit.notSentTitle': 'Le tue risposte non sono state inviate',
  'submit.tooMany': 'Troppe risposte dalla tua rete. Attendi un minuto e riprova.',
  'upload.sending': 'Invio dei tuoi file… {percent}%',
  'upload.sent': 'File inviati, salvataggio delle risposte…',
  'upload.progress': 'File inviati',

  'file.hint': 'Fino a {maxMb} MB · {types}',

  'name.firstName': 'Nome',
  'name.lastName': 'Cognome',
  'nps.low': 'Per niente probabile',
  'nps.high': 'Estremamente probabile',
  'address.noResult': 'Nessun indirizzo trovato',
  'phone.dialCode': 'Prefisso',
  'list.placeholder': 'Un elemento per riga',

  'partial.note': 'Le tue risposte vengono salvate man mano.',
  'partial.save': 'Salva e continua più tardi',
  'partial.saved':
    'Le tue risposte sono salvate. Per continuare più tardi, su questo o su un altro dispositivo, usa questo link:',
  'partial.linkLabel': 'Link per riprendere le tue risposte',
  'partial.copy': 'Copia link',
  'partial.copied': 'Link copiato',
  'partial.emailed': 'Lo abbiamo inviato anche a {address}.',
  'partial.notSaved': 'Le tue risposte non sono state salvate (errore {status}). Sono ancora qui; riprova.',
  'partial.kept': 'Conservato: {name} ({size})',
  'partial.remove': 'Rimuovi',
  'partial.linkUnusable':
    'Questo link per riprendere le tue risposte è scaduto o è già stato usato. Puoi ricominciare qui sotto.',
  'logic.undecided': 'La tua risposta qui viene conservata solo se le tue altre risposte richiedono questa domanda.',
};
