let issued = 0;

/**
 * A fresh DLD permit (10 digits) and its QR link, for a Dubai listing created through the API:
 * Dubai requires one, and one lister's live listings never share one (issue 37).
 */
export function dldPermit() {
  issued += 1;
  const number = `7${String(issued).padStart(3, '0')}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return {
    permit_number: number,
    permit_qr_url: `https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validate?permit=${number}`,
  };
}
