/** The company's public contact points, used by the header, footer, chat launcher and JSON-LD. */
export const company = {
  name: 'Fereastra Moldovei',
  phone: '+373 22 800 800',
  phoneHref: 'tel:+37322800800',
  phoneE164: '+37322800800',
  email: 'info@fereastra.md',
  foundingYear: 2011,
  openingHours: { opens: '08:30', closes: '19:30' },
  /** The shop's own time: dates for shoppers and staff are written in it, whatever the server's. */
  timeZone: 'Europe/Chisinau',
  address: { street: 'str. Industrială 12', city: 'Chișinău', country: 'MD' },
  social: {
    facebook: 'https://www.facebook.com/fereastramoldovei',
    instagram: 'https://www.instagram.com/fereastramoldovei',
    viber: 'viber://chat?number=%2B37322800800',
    whatsapp: 'https://wa.me/37322800800',
  },
} as const;
