import type { Catalogue } from './en';

// The page's own words in Dutch (docs/product.md, "Languages").
export const nl: Catalogue = {
  'answer.required': 'Vul dit veld in.',
  'answer.invalid': 'Dit antwoord is niet geldig.',
  'answer.text': 'Voer tekst in.',
  'answer.maxLength': 'Gebruik maximaal {max, plural, one {# teken} other {# tekens}}.',
  'answer.email': 'Voer een geldig e-mailadres in.',
  'answer.number': 'Voer een getal in.',
  'answer.numberMin': 'Voer een getal van minimaal {min} in.',
  'answer.numberMax': 'Voer een getal van maximaal {max} in.',
  'answer.phoneCharacters': 'Gebruik alleen cijfers, spaties, haakjes, plus en min.',
  'answer.option': 'Kies een van de opties.',
  'answer.tooManyChoices': 'Kies maximaal {max, plural, one {# optie} other {# opties}}.',
  'answer.rating': 'Kies een beoordeling van 1 tot en met {top}.',
  'answer.netPromoterScore': 'Kies een score van 0 tot en met 10.',
  'answer.date': 'Voer een geldige datum in.',
  'answer.dateRange': 'Voer een einde in dat niet vóór het begin ligt.',
  'answer.tooManyFiles': 'Stuur maximaal {max, plural, one {# bestand} other {# bestanden}}.',
  'answer.fileTooLarge': 'Het bestand ‘{name}’ is te groot: maximaal {maxMb} MB. Kies een kleiner bestand.',
  'answer.fileType': 'Het bestand ‘{name}’ is geen type dat deze vraag aanneemt ({types}). Kies een ander bestand.',
  'answer.hiddenFile':
    'Het bestand ‘{name}’ is verstuurd voor ‘{question}’, die uw andere antwoorden verbergen. Verwijder het bestand of wijzig uw antwoorden.',
  'answer.correctThese': 'Verbeter de gemarkeerde vragen.',
  'answer.dropped':
    '{count, plural, one {Uw antwoord op {labels} wordt niet bewaard: uw andere antwoorden slaan die vraag over.} other {Uw antwoorden op {labels} worden niet bewaard: uw andere antwoorden slaan die vragen over.}}',
  'answer.aQuestion': 'een vraag',

  'page.next': 'Volgende',
  'page.previous': 'Vorige',
  'page.submit': 'Versturen',
  'page.step': 'Stap {step} van {count}',
  'page.page': 'Pagina {page} van {count}',
  'page.submitAnother': 'Nog een antwoord versturen',
  'page.language': 'Taal',
  'page.notFoundTitle': 'Formulier niet gevonden',
  'page.notFound': 'Dit formulier bestaat niet of is niet beschikbaar.',

  'thanks.title': 'Bedankt!',
  'thanks.text': 'Uw antwoord is ontvangen.',

  'closed.title': 'Dit formulier is gesloten',
  'closed.message': 'Dit formulier neemt geen antwoorden meer aan.',
  'closed.refusal': 'Dit formulier is gesloten en neemt geen antwoorden meer aan. Uw antwoorden zijn niet opgeslagen.',
  'answered.title': 'U hebt al geantwoord',
  'answered.message': 'Dit formulier neemt één antwoord per persoon aan, en het uwe is ontvangen.',

  'submit.unreachable': 'De server is niet bereikbaar. Uw antwoorden blijven bewaard; probeer het opnieuw.',
  'submit.failed': 'Uw antwoorden zijn niet verstuurd (fout {status}). Ze blijven bewaard; probeer het opnieuw.',
  'submit.preview': 'Dit is een voorbeeld van de sjabloon: uw antwoorden zijn niet verstuurd.',
  'submit.fixErrors': 'Verbeter de hieronder gemarkeerde antwoorden.',
  'submit.notSentTitle': 'Uw antwoorden zijn niet verstuurd',
  'submit.tooMany': 'Te veel antwoorden vanaf uw netwerk. Wacht een minuut en probeer het opnieuw.',
  'upload.sending': 'Uw bestanden worden verstuurd… {percent}%',
  'upload.sent': 'Bestanden verstuurd, uw antwoorden worden opgeslagen…',
  'upload.progress': 'Bestanden verstuurd',

  'file.hint': 'Tot {maxMb} MB · {types}',

  'name.firstName': 'Voornaam',
  'name.lastName': 'Achternaam',
  'nps.low': 'Niet waarschijnlijk',
  'nps.high': 'Zeer waarschijnlijk',
  'address.noResult': 'Geen adres gevonden',
  'phone.dialCode': 'Landnummer',
  'list.placeholder': 'Eén item per regel',

  'partial.note': 'Uw antwoorden worden tussentijds opgeslagen.',
  'partial.save': 'Opslaan en later verdergaan',
  'partial.saved':
    'Uw antwoorden zijn opgeslagen. Gebruik deze link om later verder te gaan, op dit of een ander apparaat:',
  'partial.linkLabel': 'Link om uw antwoorden te hervatten',
  'partial.copy': 'Link kopiëren',
  'partial.copied': 'Link gekopieerd',
  'partial.emailed': 'We hebben hem ook naar {address} gestuurd.',
  'partial.notSaved': 'Uw antwoorden zijn niet opgeslagen (fout {status}). Ze staan er nog; probeer het opnieuw.',
  'partial.kept': 'Bewaard: {name} ({size})',
  'partial.remove': 'Verwijderen',
  'partial.linkUnusable':
    'Deze link om uw antwoorden te hervatten is verlopen of al gebruikt. U kunt hieronder opnieuw beginnen.',
  'logic.undecided': 'Uw antwoord hier wordt alleen bewaard als uw andere antwoorden om deze vraag vragen.',
};
