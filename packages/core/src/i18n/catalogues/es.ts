import type { Catalogue } from './en';

// The page's own words in Spanish (docs/product.md, "Languages").
export const es: Catalogue = {
  'answer.required': 'Rellene este campo.',
  'answer.invalid': 'Esta respuesta no es válida.',
  'answer.text': 'Escriba un texto.',
  'answer.maxLength': 'Use como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'answer.email': 'Escriba una dirección de correo electrónico válida.',
  'answer.number': 'Escriba un número.',
  'answer.numberMin': 'Escriba un número igual o mayor que {min}.',
  'answer.numberMax': 'Escriba un número igual o menor que {max}.',
  'answer.phoneCharacters': 'Use solo dígitos, espacios, paréntesis y los signos más y menos.',
  'answer.option': 'Elija una de las opciones.',
  'answer.tooManyChoices': 'Elija como máximo {max, plural, one {# opción} other {# opciones}}.',
  'answer.rating': 'Elija una valoración de 1 a {top}.',
  'answer.netPromoterScore': 'Elija una puntuación de 0 a 10.',
  'answer.date': 'Escriba una fecha válida.',
  'answer.dateRange': 'Escriba un final que no sea anterior al inicio.',
  'answer.tooManyFiles': 'Envíe como máximo {max, plural, one {# archivo} other {# archivos}}.',
  'answer.fileTooLarge':
    'El archivo «{name}» es demasiado grande: {maxMb} MB como máximo. Elija un archivo más pequeño.',
  'answer.fileType': 'El archivo «{name}» no es de un tipo que admita esta pregunta ({types}). Elija otro archivo.',
  'answer.hiddenFile':
    'El archivo «{name}» se envió para «{question}», que sus otras respuestas ocultan. Quite el archivo o cambie sus respuestas.',
  'answer.correctThese': 'Corrija las preguntas señaladas.',
  'answer.dropped':
    '{count, plural, one {Su respuesta a {labels} no se guardará: sus otras respuestas omiten esa pregunta.} other {Sus respuestas a {labels} no se guardarán: sus otras respuestas omiten esas preguntas.}}',
  'answer.aQuestion': 'una pregunta',

  'page.next': 'Siguiente',
  'page.previous': 'Anterior',
  'page.submit': 'Enviar',
  'page.step': 'Paso {step} de {count}',
  'page.page': 'Página {page} de {count}',
  'page.submitAnother': 'Enviar otra respuesta',
  'page.language': 'Idioma',
  'page.notFoundTitle': 'Formulario no encontrado',
  'page.notFound': 'Este formulario no existe o no está disponible.',

  'thanks.title': '¡Gracias!',
  'thanks.text': 'Hemos recibido su respuesta.',

  'closed.title': 'Este formulario está cerrado',
  'closed.message': 'Este formulario ya no acepta respuestas.',
  'closed.refusal': 'Este formulario está cerrado y ya no acepta respuestas. Sus respuestas no se han guardado.',
  'answered.title': 'Ya ha respondido',
  'answered.message': 'Este formulario admite una respuesta por persona, y ya hemos recibido la suya.',
  'verify.checkTitle': 'Confirme su respuesta',
  'verify.checkInbox': 'Revise su bandeja de entrada: hemos enviado un enlace a {address} para confirmar su respuesta.',
  'verify.checkLater': 'Su respuesta solo se guarda cuando abre el enlace, en un plazo de 24 horas.',
  'verify.mailSubject': 'Confirme su respuesta: {title}',
  'verify.mailText':
    'Confirme su respuesta a «{title}» abriendo este enlace en un plazo de 24 horas:\n\n{link}\n\nSu respuesta solo se guarda cuando lo abre. Si no ha rellenado este formulario, puede ignorar este mensaje.\n',
  'verify.answeredTitle': 'Ya respondido',
  'verify.addressAnswered': 'Esta dirección ya ha respondido a este formulario.',
  'verify.expiredTitle': 'Este enlace ha caducado',
  'verify.expired':
    'Los enlaces de confirmación funcionan durante 24 horas. Rellene el formulario de nuevo para recibir uno nuevo.',
  'verify.usedTitle': 'Respuesta ya confirmada',
  'verify.used': 'Este enlace ya ha confirmado su respuesta. ¡Gracias!',
  'verify.invalidTitle': 'Este enlace no funciona',
  'verify.invalid': 'Este enlace de confirmación no es válido. Abra el enlace completo del correo electrónico.',

  'submit.unreachable': 'No se pudo conectar con el servidor. Sus respuestas se conservan; inténtelo de nuevo.',
  'submit.failed': 'Sus respuestas no se enviaron (error {status}). Se conservan; inténtelo de nuevo.',
  'submit.preview': 'Esta es una vista previa de la plantilla: sus respuestas no se han enviado.',
  'submit.fixErrors': 'Corrija las respuestas señaladas abajo.',
  'submit.notSentTitle': 'Sus respuestas no se han enviado',
  'submit.tooMany': 'Demasiadas respuestas desde su red. Espere un minuto e inténtelo de nuevo.',
  'upload.sending': 'Enviando sus archivos… {percent} %',
  'upload.sent': 'Archivos enviados, guardando sus respuestas…',
  'upload.progress': 'Archivos enviados',

  'file.hint': 'Hasta {maxMb} MB · {types}',

  'name.firstName': 'Nombre',
  'name.lastName': 'Apellidos',
  'nps.low': 'Nada probable',
  'nps.high': 'Muy probable',
  'address.noResult': 'No se encontró ninguna dirección',
  'phone.dialCode': 'Prefijo',
  'list.placeholder': 'Un elemento por línea',

  'partial.note': 'Sus respuestas se guardan a medida que avanza.',
  'partial.save': 'Guardar y continuar más tarde',
  'partial.saved':
    'Sus respuestas están guardadas. Para continuar más tarde, en este u otro dispositivo, use este enlace:',
  'partial.linkLabel': 'Enlace para continuar sus respuestas',
  'partial.copy': 'Copiar enlace',
  'partial.copied': 'Enlace copiado',
  'partial.emailed': 'También lo hemos enviado a {address}.',
  'partial.notSaved': 'Sus respuestas no se guardaron (error {status}). Siguen aquí; inténtelo de nuevo.',
  'partial.kept': 'Guardado: {name} ({size})',
  'partial.remove': 'Quitar',
  'partial.linkUnusable':
    'Este enlace para continuar sus respuestas ha caducado o ya se ha usado. Puede empezar de nuevo abajo.',
  'logic.undecided': 'Su respuesta aquí solo se guarda si sus otras respuestas requieren esta pregunta.',
};
