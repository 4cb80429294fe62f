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
