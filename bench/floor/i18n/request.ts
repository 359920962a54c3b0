import { getRequestConfig } from 'next-intl/server';

export default getRequestConfig(async () => ({
  locale: 'ro',
  messages: {
    floor: {
      title: 'Ferestre și uși',
      lead: 'Pagina de referință a măsurătorilor.',
      width: 'Lățime, mm',
      profile: 'Profil',
      glass: 'Sticlă',
      drawing: 'Schița ferestrei',
      price: 'Preț',
    },
  },
}));
