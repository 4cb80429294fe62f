/** A valid address body of `saveCustomerAddress` (SPEC §3 Address), for the API tests. */
export const ADDRESS = {
  titulo: 'Casa',
  firstName: 'Marina Duarte',
  street1: 'Rua das Videiras',
  numero: '120',
  bairro: 'Vila Madalena',
  city: 'São Paulo',
  complemento: 'Apto 52',
  pontoReferencia: 'Em frente à praça',
  subCountry: 'SP',
  country: 'BR',
  zipOrPostalCode: '05435-010',
  deliveryTime: 'Manhã',
  caixaPostal: false,
  fullTimeConcierge: true,
  ddd1: '11',
  phoneNumber: '987654321',
};

/** The shipping levels of a São Paulo capital CEP (SPEC §3 service levels; money in reais). */
export const SAO_PAULO_LEVELS = [
  {
    uidPk: 1,
    code: 'NORMAL',
    name: 'Normal',
    price: 14.9,
    fullPrice: 14.9,
    deliveryDays: 3,
    freeShippingReason: null,
  },
  {
    uidPk: 2,
    code: 'EXPRESSA',
    name: 'Expressa',
    price: 29.9,
    fullPrice: 29.9,
    deliveryDays: 1,
    freeShippingReason: null,
  },
];
