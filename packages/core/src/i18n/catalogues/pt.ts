import type { Catalogue } from './en';

// The page's own words in Portuguese (docs/product.md, "Languages").
export const pt: Catalogue = {
  'answer.required': 'Preencha este campo.',
  'answer.invalid': 'Esta resposta não é válida.',
  'answer.text': 'Introduza texto.',
  'answer.maxLength': 'Use no máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'answer.email': 'Introduza um endereço de e-mail válido.',
  'answer.number': 'Introduza um número.',
  'answer.numberMin': 'Introduza um número igual ou superior a {min}.',
  'answer.numberMax': 'Introduza um número igual ou inferior a {max}.',
  'answer.phoneCharacters': 'Use apenas algarismos, espaços, parênteses e os sinais de mais e de menos.',
  'answer.option': 'Escolha uma das opções.',
  'answer.tooManyChoices': 'Escolha no máximo {max, plural, one {# opção} other {# opções}}.',
  'answer.rating': 'Escolha uma classificação de 1 a {top}.',
  'answer.netPromoterScore': 'Escolha uma pontuação de 0 a 10.',
  'answer.date': 'Introduza uma data válida.',
  'answer.dateRange': 'Introduza um fim que não seja anterior ao início.',
  'answer.tooManyFiles': 'Envie no máximo {max, plural, one {# ficheiro} other {# ficheiros}}.',
  'answer.fileTooLarge':
    'O ficheiro «{name}» é demasiado grande: no máximo {maxMb} MB. Escolha um ficheiro mais pequeno.',
  'answer.fileType': 'O ficheiro «{name}» não é de um tipo que esta pergunta aceite ({types}). Escolha outro ficheiro.',
  'answer.hiddenFile':
    'O ficheiro «{name}» foi enviado para «{question}», que as suas outras respostas ocultam. Retire o ficheiro ou altere as suas respostas.',
  'answer.correctThese': 'Corrija as perguntas assinaladas.',
  'answer.dropped':
    '{count, plural, one {A sua resposta a {labels} não será guardada: as suas outras respostas saltam essa pergunta.} other {As suas respostas a {labels} não serão guardadas: as suas outras respostas saltam essas perguntas.}}',
  'answer.aQuestion': 'uma pergunta',

  'page.next': 'Seguinte',
  'page.previous': 'Anterior',
  'page.submit': 'Enviar',
  'page.step': 'Passo {step} de {count}',
  'page.page': 'Página {page} de {count}',
  'page.submitAnother': 'Enviar outra resposta',
  'page.language': 'Idioma',
  'page.notFoundTitle': 'Formulário não encontrado',
  'page.notFound': 'Este formulário não existe ou não está disponível.',

  'thanks.title': 'Obrigado!',
  'thanks.text': 'A sua resposta foi recebida.',

  'closed.title': 'Este formulário está fechado',
  'closed.message': 'Este formulário já não aceita respostas.',
  'closed.refusal': 'Este formulário está fechado e já não aceita respostas. As suas respostas não foram guardadas.',
  'answered.title': 'Já respondeu',
  'answered.message': 'Este formulário aceita uma resposta por pessoa, e a sua já foi recebida.',
  'verify.checkTitle': 'Confirme a sua resposta',
  'verify.checkInbox':
    'Verifique a sua caixa de entrada: enviámos uma ligação para {address} para confirmar a sua resposta.',
  'verify.checkLater': 'A sua resposta só é guardada quando abrir a ligação, no prazo de 24 horas.',
  'verify.mailSubject': 'Confirme a sua resposta: {title}',
  'verify.mailText':
    'Confirme a sua resposta a «{title}» abrindo esta ligação no prazo de 24 horas:\n\n{link}\n\nA sua resposta só é guardada quando a abrir. Se não preencheu este formulário, pode ignorar esta mensagem.\n',
  'verify.answeredTitle': 'Já respondido',
  'verify.addressAnswered': 'Este endereço já respondeu a este formulário.',
  'verify.expiredTitle': 'Esta ligação expirou',
  'verify.expired':
    'As ligações de confirmação funcionam durante 24 horas. Preencha o formulário novamente para receber uma nova.',
  'verify.usedTitle': 'Resposta já confirmada',
  'verify.used': 'Esta ligação já confirmou a sua resposta. Obrigado!',
  'verify.invalidTitle': 'Esta ligação não funciona',
  'verify.invalid': 'Esta ligação de confirmação não é válida. Abra a ligação completa do e-mail.',

  'submit.unreachable': 'Não foi possível contactar o servidor. As suas respostas foram mantidas; tente novamente.',
  'submit.failed': 'As suas respostas não foram enviadas (erro {status}). Foram mantidas; tente novamente.',
  'submit.preview': 'Esta é uma pré-visualização do modelo: as suas respostas não foram enviadas.',
  'submit.fixErrors': 'Corrija as respostas assinaladas abaixo.',
  'submit.notSentTitle': 'As suas respostas não foram enviadas',
  'submit.tooMany': 'Demasiadas respostas a partir da sua rede. Aguarde um minuto e tente novamente.',
  'upload.sending': 'A enviar os seus ficheiros… {percent}%',
  'upload.sent': 'Ficheiros enviados, a guardar as suas respostas…',
  'upload.progress': 'Ficheiros enviados',

  'file.hint': 'Até {maxMb} MB · {types}',

  'name.firstName': 'Nome próprio',
  'name.lastName': 'Apelido',
  'nps.low': 'Pouco provável',
  'nps.high': 'Extremamente provável',
  'address.noResult': 'Nenhum endereço encontrado',
  'phone.dialCode': 'Indicativo',
  'list.placeholder': 'Um item por linha',

  'partial.note': 'As suas respostas são guardadas à medida que avança.',
  'partial.save': 'Guardar e continuar mais tarde',
  'partial.saved':
    'As suas respostas estão guardadas. Para continuar mais tarde, neste ou noutro dispositivo, use esta ligação:',
  'partial.linkLabel': 'Ligação para continuar as suas respostas',
  'partial.copy': 'Copiar ligação',
  'partial.copied': 'Ligação copiada',
  'partial.emailed': 'Também a enviámos para {address}.',
  'partial.notSaved': 'As suas respostas não foram guardadas (erro {status}). Continuam aqui; tente novamente.',
  'partial.kept': 'Guardado: {name} ({size})',
  'partial.remove': 'Remover',
  'partial.linkUnusable':
    'Esta ligação para continuar as suas respostas expirou ou já foi usada. Pode recomeçar abaixo.',
  'logic.undecided': 'A sua resposta aqui só é guardada se as suas outras respostas pedirem esta pergunta.',
};
