/**
 * A lister's number as public answers show it before a reveal (issue 42, J8.1): "+971 50 ••• ••67",
 * the country calling code, the first two national digits and the last two. The hidden part is
 * always five dots whatever the number's length, so the mask does not tell how long the number is.
 */

/**
 * Every ITU country calling code and the ISO 3166 countries that dial it (libphonenumber-js's
 * metadata, 2026). The codes are prefix-free: a number that starts with one starts with no other.
 */
const CALLING_CODES =
  '1:AG AI AS BB BM BS CA DM DO GD GU JM KN KY LC MP MS PR SX TC TT US VC VG VI,20:EG,211:SS,' +
  '212:EH MA,213:DZ,216:TN,218:LY,220:GM,221:SN,222:MR,223:ML,224:GN,225:CI,226:BF,227:NE,228:TG,' +
  '229:BJ,230:MU,231:LR,232:SL,233:GH,234:NG,235:TD,236:CF,237:CM,238:CV,239:ST,240:GQ,241:GA,' +
  '242:CG,243:CD,244:AO,245:GW,246:IO,247:AC,248:SC,249:SD,250:RW,251:ET,252:SO,253:DJ,254:KE,' +
  '255:TZ,256:UG,257:BI,258:MZ,260:ZM,261:MG,262:RE YT,263:ZW,264:NA,265:MW,266:LS,267:BW,268:SZ,' +
  '269:KM,27:ZA,290:SH TA,291:ER,297:AW,298:FO,299:GL,30:GR,31:NL,32:BE,33:FR,34:ES,350:GI,351:PT,' +
  '352:LU,353:IE,354:IS,355:AL,356:MT,357:CY,358:AX FI,359:BG,36:HU,370:LT,371:LV,372:EE,373:MD,' +
  '374:AM,375:BY,376:AD,377:MC,378:SM,380:UA,381:RS,382:ME,383:XK,385:HR,386:SI,387:BA,389:MK,' +
  '39:IT VA,40:RO,41:CH,420:CZ,421:SK,423:LI,43:AT,44:GB GG IM JE,45:DK,46:SE,47:NO SJ,48:PL,49:DE,' +
  '500:FK,501:BZ,502:GT,503:SV,504:HN,505:NI,506:CR,507:PA,508:PM,509:HT,51:PE,52:MX,53:CU,54:AR,' +
  '55:BR,56:CL,57:CO,58:VE,590:BL GP MF,591:BO,592:GY,593:EC,594:GF,595:PY,596:MQ,597:SR,598:UY,' +
  '599:BQ CW,60:MY,61:AU CC CX,62:ID,63:PH,64:NZ,65:SG,66:TH,670:TL,672:NF,673:BN,674:NR,675:PG,' +
  '676:TO,677:SB,678:VU,679:FJ,680:PW,681:WF,682:CK,683:NU,685:WS,686:KI,687:NC,688:TV,689:PF,' +
  '690:TK,691:FM,692:MH,7:KZ RU,81:JP,82:KR,84:VN,850:KP,852:HK,853:MO,855:KH,856:LA,86:CN,880:BD,' +
  '886:TW,90:TR,91:IN,92:PK,93:AF,94:LK,95:MM,960:MV,961:LB,962:JO,963:SY,964:IQ,965:KW,966:SA,' +
  '967:YE,968:OM,970:PS,971:AE,972:IL,973:BH,974:QA,975:BT,976:MN,977:NP,98:IR,992:TJ,993:TM,994:AZ,' +
  '995:GE,996:KG,998:UZ';

let byCountry: Map<string, string> | undefined;
let codes: Set<string> | undefined;

function callingCodes() {
  if (!byCountry || !codes) {
    byCountry = new Map();
    codes = new Set();
    for (const entry of CALLING_CODES.split(',')) {
      const [code = '', countries = ''] = entry.split(':');
      codes.add(code);
      for (const country of countries.split(' ')) byCountry.set(country, code);
    }
  }
  return { byCountry, codes };
}

/** The calling code of an ISO 3166 alpha-2 country (`AE` → `971`), or undefined. */
export function callingCodeOf(country: string): string | undefined {
  return callingCodes().byCountry.get(country.trim().toUpperCase());
}

/** The hidden middle of a masked number. */
export const PHONE_MASK = '••• ••';

/**
 * `phone` masked: `+971 50 123 4567` → `+971 50 ••• ••67`. A number written without its calling
 * code (`050 123 4567`) is read as one of `country` (the listing's or agency's market), its trunk
 * zero dropped. Null when there is no number, or too few digits to hide any.
 */
export function maskPhone(phone: string | null | undefined, country?: string): string | null {
  const typed = phone?.trim() ?? '';
  const digits = typed.replace(/\D/g, '');
  let code: string | undefined;
  let national: string;
  if (typed.startsWith('+') || digits.startsWith('00')) {
    const international = typed.startsWith('+') ? digits : digits.slice(2);
    code = [1, 2, 3].map((n) => international.slice(0, n)).find((prefix) => callingCodes().codes.has(prefix));
    national = code ? international.slice(code.length) : international;
  } else {
    code = country ? callingCodeOf(country) : undefined;
    national = digits;
  }
  // The trunk prefix ("0" in every served market) is not part of the national number.
  national = national.replace(/^0+/, '');
  if (national.length < 6) return null;
  return `${code ? `+${code} ` : ''}${national.slice(0, 2)} ${PHONE_MASK}${national.slice(-2)}`;
}
