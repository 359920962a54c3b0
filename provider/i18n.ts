import type { Locale } from '../lib/i18n/locales';
import type { ValidationKey } from '../lib/validation/messages';

type AuthMessageKey =
  | 'invalid_credentials'
  | 'not_authenticated'
  | 'token_not_valid'
  | 'too_many_requests'
  | 'email_taken'
  | 'wrong_password'
  | 'reset_link_invalid'
  | 'reset_email_sent'
  | 'password_reset_done'
  | 'too_many_addresses';
/** Issue 26: bounds on quantities and totals, and card payment switched off (PAYMENT_GATEWAY=none). */
type MoneyMessageKey =
  | 'max_quantity'
  | 'max_order_total'
  | 'card_unavailable'
  | 'cart_changed'
  | 'order_not_awaiting_payment';
/** Issue 36: maib's notifications (provider/routes/maib.ts). */
type AcquirerMessageKey = 'bad_signature' | 'payment_mismatch';
/** Issue 38: the staff console. */
type StaffMessageKey =
  'forbidden' | 'totp_required' | 'totp_invalid' | 'status_not_allowed' | 'refund_failed';
type Catalogue = Record<
  | ValidationKey
  | AuthMessageKey
  | MoneyMessageKey
  | AcquirerMessageKey
  | StaffMessageKey
  | 'not_found'
  | 'bad_json'
  | 'too_large'
  | 'server_error'
  | 'service_unavailable'
  | 'cross_site'
  | 'unsupported_media_type'
  | 'uploads_full',
  string
>;

/** The provider's own messages, localized by Accept-Language (spec 5 and 8). */
const messages: Record<Locale, Catalogue> = {
  ro: {
    required: 'Acest câmp este obligatoriu',
    invalid_email: 'Adresa de e-mail nu este validă',
    min_length: 'Minimum {n} caractere',
    max_length: 'Maximum {n} caractere',
    invalid_phone: 'Numărul de telefon nu este valid',
    passwords_must_match: 'Parolele trebuie să coincidă',
    terms_required: 'Trebuie să acceptați termenii și condițiile',
    invalid_value: 'Introduceți o valoare validă',
    invalid_full_name: 'Numele complet nu este valid',
    invalid_file_type: 'Sunt acceptate doar fișiere PDF, DOC sau DOCX',
    file_too_large: 'Fișierul depășește 15 MB',
    not_found: 'Nu a fost găsit',
    bad_json: 'Corpul cererii nu este JSON valid',
    too_large: 'Cererea este prea mare',
    server_error: 'A apărut o eroare. Încercați din nou.',
    cross_site: 'Cererea nu provine de pe site-ul nostru și a fost refuzată.',
    unsupported_media_type: 'Corpul cererii trebuie trimis ca JSON (application/json)',
    service_unavailable:
      'Serviciul este temporar indisponibil. Vă rugăm să încercați din nou peste câteva secunde.',
    forbidden: 'Nu aveți acces la această parte a consolei',
    totp_required: 'Introduceți codul din aplicația de autentificare',
    totp_invalid: 'Codul nu este corect',
    status_not_allowed: 'Comanda nu poate trece în această stare',
    refund_failed: 'Banca nu a confirmat rambursarea; comanda nu a fost anulată',
    invalid_credentials: 'E-mailul sau parola nu sunt corecte',
    not_authenticated: 'Autentificați-vă pentru a continua',
    token_not_valid: 'Sesiunea a expirat. Autentificați-vă din nou',
    too_many_requests: 'Prea multe încercări. Încercați din nou mai târziu',
    uploads_full: 'Momentan nu putem primi fișiere CV. Încercați din nou mai târziu sau sunați-ne.',
    email_taken: 'Există deja un cont cu această adresă de e-mail',
    wrong_password: 'Parola actuală nu este corectă',
    reset_link_invalid: 'Linkul de resetare nu este valid sau a expirat',
    reset_email_sent:
      'Dacă există un cont cu această adresă, v-am trimis un link pentru resetarea parolei',
    password_reset_done: 'Parola a fost schimbată. Vă puteți autentifica',
    too_many_addresses: 'Ați atins numărul maxim de adrese salvate',
    max_quantity: 'Cel mult {n} pe un rând al coșului',
    max_order_total: 'Totalul comenzii poate fi de cel mult {amount}',
    card_unavailable: 'Plata cu cardul nu este disponibilă. Alegeți altă metodă de plată.',
    order_not_awaiting_payment: 'Comanda nu mai așteaptă plata cu cardul.',
    cart_changed:
      'Coșul s-a schimbat după confirmare. Verificați noul total și confirmați din nou.',
    bad_signature: 'Semnătura notificării lipsește sau nu este validă',
    payment_mismatch: 'Plata nu corespunde comenzii (număr, sumă sau valută)',
  },
  en: {
    required: 'This field is required',
    invalid_email: 'Enter a valid e-mail address',
    min_length: 'At least {n} characters',
    max_length: 'At most {n} characters',
    invalid_phone: 'Enter a valid phone number',
    passwords_must_match: 'Passwords must match',
    terms_required: 'You must accept the terms and conditions',
    invalid_value: 'Enter a valid value',
    invalid_full_name: 'Enter a valid full name',
    invalid_file_type: 'Only PDF, DOC or DOCX files are accepted',
    file_too_large: 'The file is larger than 15 MB',
    not_found: 'Not found',
    bad_json: 'The request body is not valid JSON',
    too_large: 'The request is too large',
    server_error: 'Something went wrong. Please try again.',
    cross_site: 'The request did not come from our site and was refused.',
    unsupported_media_type: 'The request body must be sent as JSON (application/json)',
    service_unavailable:
      'The service is temporarily unavailable. Please try again in a few seconds.',
    forbidden: 'You have no access to this part of the console',
    totp_required: 'Enter the code from your authenticator app',
    totp_invalid: 'The code is not correct',
    status_not_allowed: 'The order cannot move to this status',
    refund_failed: 'The bank did not confirm the refund; the order was not cancelled',
    invalid_credentials: 'The e-mail or password is not correct',
    not_authenticated: 'Please sign in to continue',
    token_not_valid: 'Your session has expired. Please sign in again',
    too_many_requests: 'Too many attempts. Please try again later',
    uploads_full: 'We cannot accept CV files right now. Please try again later or call us.',
    email_taken: 'An account with this e-mail already exists',
    wrong_password: 'The current password is not correct',
    reset_link_invalid: 'The reset link is not valid or has expired',
    reset_email_sent:
      'If an account exists for this e-mail, we have sent it a link to reset the password',
    password_reset_done: 'Your password has been changed. You can sign in now',
    too_many_addresses: 'You have reached the maximum number of saved addresses',
    max_quantity: 'At most {n} per cart line',
    max_order_total: 'The order total may be at most {amount}',
    card_unavailable: 'Card payment is not available. Choose another payment method.',
    order_not_awaiting_payment: 'The order no longer awaits a card payment.',
    cart_changed: 'The cart changed since you confirmed it. Check the new total and confirm again.',
    bad_signature: 'The notification has no valid signature',
    payment_mismatch: 'The payment does not match the order (number, amount or currency)',
  },
  ru: {
    required: 'Это поле обязательное',
    invalid_email: 'Введите корректный e-mail',
    min_length: 'Минимум {n} символов',
    max_length: 'Максимум {n} символов',
    invalid_phone: 'Введите корректный номер телефона',
    passwords_must_match: 'Пароли должны совпадать',
    terms_required: 'Необходимо принять условия',
    invalid_value: 'Введите корректное значение',
    invalid_full_name: 'Введите корректное полное имя',
    invalid_file_type: 'Принимаются только файлы PDF, DOC или DOCX',
    file_too_large: 'Файл больше 15 МБ',
    not_found: 'Не найдено',
    bad_json: 'Тело запроса не является корректным JSON',
    too_large: 'Слишком большой запрос',
    server_error: 'Произошла ошибка. Попробуйте ещё раз.',
    cross_site: 'Запрос отправлен не с нашего сайта и был отклонён.',
    unsupported_media_type: 'Тело запроса должно быть отправлено как JSON (application/json)',
    service_unavailable:
      'Сервис временно недоступен. Пожалуйста, повторите попытку через несколько секунд.',
    forbidden: 'У вас нет доступа к этому разделу консоли',
    totp_required: 'Введите код из приложения-аутентификатора',
    totp_invalid: 'Неверный код',
    status_not_allowed: 'Заказ не может перейти в этот статус',
    refund_failed: 'Банк не подтвердил возврат; заказ не отменён',
    invalid_credentials: 'Неверный e-mail или пароль',
    not_authenticated: 'Войдите, чтобы продолжить',
    token_not_valid: 'Сеанс истёк. Войдите снова',
    too_many_requests: 'Слишком много попыток. Попробуйте позже',
    uploads_full: 'Сейчас мы не можем принять файлы резюме. Попробуйте позже или позвоните нам.',
    email_taken: 'Учётная запись с таким e-mail уже существует',
    wrong_password: 'Текущий пароль указан неверно',
    reset_link_invalid: 'Ссылка для сброса недействительна или устарела',
    reset_email_sent:
      'Если учётная запись с этим e-mail существует, мы отправили на него ссылку для сброса пароля',
    password_reset_done: 'Пароль изменён. Теперь вы можете войти',
    too_many_addresses: 'Достигнуто максимальное число сохранённых адресов',
    max_quantity: 'Не более {n} на одну позицию корзины',
    max_order_total: 'Сумма заказа не может превышать {amount}',
    card_unavailable: 'Оплата картой недоступна. Выберите другой способ оплаты.',
    order_not_awaiting_payment: 'Заказ больше не ожидает оплаты картой.',
    cart_changed:
      'Корзина изменилась после подтверждения. Проверьте новую сумму и подтвердите ещё раз.',
    bad_signature: 'Подпись уведомления отсутствует или неверна',
    payment_mismatch: 'Платёж не соответствует заказу (номер, сумма или валюта)',
  },
  it: {
    required: 'Questo campo è obbligatorio',
    invalid_email: 'Inserisci un indirizzo e-mail valido',
    min_length: 'Almeno {n} caratteri',
    max_length: 'Al massimo {n} caratteri',
    invalid_phone: 'Inserisci un numero di telefono valido',
    passwords_must_match: 'Le password devono coincidere',
    terms_required: 'Devi accettare i termini e le condizioni',
    invalid_value: 'Inserisci un valore valido',
    invalid_full_name: 'Inserisci un nome completo valido',
    invalid_file_type: 'Sono accettati solo file PDF, DOC o DOCX',
    file_too_large: 'Il file supera i 15 MB',
    not_found: 'Non trovato',
    bad_json: 'Il corpo della richiesta non è un JSON valido',
    too_large: 'La richiesta è troppo grande',
    server_error: 'Si è verificato un errore. Riprova.',
    cross_site: 'La richiesta non proviene dal nostro sito ed è stata rifiutata.',
    unsupported_media_type:
      'Il corpo della richiesta deve essere inviato come JSON (application/json)',
    service_unavailable:
      'Il servizio è temporaneamente non disponibile. Riprova tra qualche secondo.',
    forbidden: 'Non ha accesso a questa parte della console',
    totp_required: "Inserisca il codice dell'app di autenticazione",
    totp_invalid: 'Il codice non è corretto',
    status_not_allowed: "L'ordine non può passare a questo stato",
    refund_failed: "La banca non ha confermato il rimborso; l'ordine non è stato annullato",
    invalid_credentials: 'E-mail o password non corretti',
    not_authenticated: 'Accedi per continuare',
    token_not_valid: 'La sessione è scaduta. Accedi di nuovo',
    too_many_requests: 'Troppi tentativi. Riprova più tardi',
    uploads_full: 'Al momento non possiamo ricevere file CV. Riprova più tardi o chiamaci.',
    email_taken: 'Esiste già un account con questo indirizzo e-mail',
    wrong_password: 'La password attuale non è corretta',
    reset_link_invalid: 'Il link di reimpostazione non è valido o è scaduto',
    reset_email_sent:
      'Se esiste un account con questo indirizzo, gli abbiamo inviato un link per reimpostare la password',
    password_reset_done: 'La password è stata cambiata. Ora puoi accedere',
    too_many_addresses: 'Hai raggiunto il numero massimo di indirizzi salvati',
    max_quantity: 'Al massimo {n} per riga del carrello',
    max_order_total: 'Il totale dell’ordine può essere al massimo {amount}',
    card_unavailable:
      'Il pagamento con carta non è disponibile. Scegli un altro metodo di pagamento.',
    order_not_awaiting_payment: 'L’ordine non attende più un pagamento con carta.',
    cart_changed:
      'Il carrello è cambiato dopo la conferma. Controlla il nuovo totale e conferma di nuovo.',
    bad_signature: 'La firma della notifica manca o non è valida',
    payment_mismatch: 'Il pagamento non corrisponde all’ordine (numero, importo o valuta)',
  },
};

export type MessageKey = keyof Catalogue;

export function isMessageKey(value: string): value is MessageKey {
  return value in messages.ro;
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
) {
  return messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
