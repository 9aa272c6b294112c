/**
 * Word lists for the clarity coach, apart from its logic so they can grow without burying it.
 * English lists are lower-case whole words; Thai has no spaces, so Thai entries are removed or
 * found as substrings.
 */

/** Words that carry no goal on their own ("I want to be ..."). */
export const STOPWORDS = new Set(
  (
    "i i'd i'm im me my we our want wanna would like love to a an the be get do did go have has make some " +
    'much really just and or of in on at for with by from able become someday one day finally also it this ' +
    'that wish dream hope try start keep lot lots bit little will can should need plan'
  ).split(' '),
);

/** Words that sound like a goal but say nothing checkable on their own. */
export const VAGUE = new Set(
  (
    'something anything everything somewhere stuff thing things better best happier happy healthier healthy ' +
    'fit fitter shape successful success rich richer good great improve improving change life new different ' +
    'more less person'
  ).split(' '),
);

/**
 * Thai wish filler and vague phrases, dropped before judging how much a Thai wish says. A phrase
 * comes before its parts, so "อยากจะ" goes whole instead of "อยาก" leaving a stray "จะ".
 */
export const THAI_FILLER =
  'อะไรสักอย่าง|อะไรบางอย่าง|ที่ไหนสักแห่ง|ประสบความสำเร็จ|เปลี่ยนแปลงตัวเอง|มีความสุข|สุขภาพดี|แข็งแรง|บางอย่าง|สักอย่าง|สักที่|ในชีวิต|มากขึ้น|ดีขึ้น|เก่งขึ้น|หุ่นดี|สักวัน|ซักวัน|อยากจะ|อยาก|ต้องการ|ดิฉัน|ฉัน|ผม|เรา|คนที่ดี|ชีวิต|รวย|เยอะ|มาก|ขึ้น|จะ|ให้|ได้|ๆ'.split(
    '|',
  );

export const THAI_LETTERS = /[\u0E00-\u0E7F]/g;

/** A finish line in English: a one-off achievement, a count, a rhythm or a unit. */
export const MEASURE_EN =
  /\b(?:run|finish|complete|visit|climb|see|buy|build|publish|record|pass|earn|launch|open|quit|pay off|write|read|ride|cross|reach|hike|watch|attend|win|get (?:a|an|my|the)|start (?:a|an|my)|marathon|triathlon|certificate|certified|degree|licen[cs]e|exam|summit|every (?:day|week|month)|daily|weekly|monthly|per (?:day|week|month)|km|kg|times|once|twice|percent|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|thousand|million)\b/i;
/** The same in Thai, matched anywhere. */
export const MEASURE_TH =
  /ครั้ง|เล่ม|กิโล|บาท|ประเทศ|ทุกวัน|ทุกสัปดาห์|ทุกเดือน|ให้จบ|ให้ครบ|ให้ผ่าน|สอบผ่าน|มาราธอน|พิชิต|ได้ใบ|เส้นชัย|ล้าน|เปอร์เซ็นต์|เที่ยว|เยือน|ซื้อ|ปลดหนี้|วิ่ง|เขียน|ปีน|สอบ|สร้าง|ตีพิมพ์|เลิก/;
