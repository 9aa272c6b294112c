import type { Category } from '../../../../common/goals';

/**
 * Keywords that point at a category, '|'-separated, English and Thai side by side (one line each keeps
 * the table readable). English ones match whole words
 * (a trailing * allows endings: "travel*" covers "travelling"); Thai is written without spaces, so
 * Thai ones match anywhere. A leading ~ marks a weak word ("learn", "งาน") that says little next to
 * a concrete one: "Learn to play the guitar" is a skill. A word listed under two categories would
 * only cause ties, so each word lives under the one category where the catalogue files such goals.
 */
const KEYWORDS: Record<Exclude<Category, 'Other'>, { en: string; th: string }> = {
  Adventure: {
    en: 'adventur*|skydiv*|bungee|paraglid*|rafting|zip-line|zipline|volcano*|expedition|trek*|kilimanjaro|everest|summit|cave*|canyon*|wilderness|camping|camp|climb|mount|mountain*|hike|hiking',
    th: 'ผจญภัย|กระโดดร่ม|บันจี้|พาราไกลด์|ล่องแก่ง|ซิปไลน์|ภูเขาไฟ|เดินป่า|พิชิตยอด|ถ้ำ|ตั้งแคมป์|ปีนเขา|ภูเขา',
  },
  Career: {
    en: 'career*|job|jobs|promot*|raise|salary|boss|manager|business|startup|company|client*|freelanc*|~work|office|interview|cv|resume|portfolio|colleague*|mentor*',
    th: 'อาชีพ|~งาน|เลื่อนตำแหน่ง|เงินเดือน|หัวหน้า|ธุรกิจ|บริษัท|ลูกค้า|ฟรีแลนซ์|เรซูเม่|สัมภาษณ์งาน|สตาร์ทอัพ',
  },
  Creativity: {
    en: 'write|writing|novel|book|poem*|poetry|paint*|draw*|sketch*|song*|album|music|compose|film|movie|photograph*|art|artist|pottery|ceramic*|knit*|sew|design|comic*|podcast|blog|creative',
    th: 'เขียนหนังสือ|นิยาย|บทกวี|วาดรูป|วาดภาพ|ระบายสี|แต่งเพลง|อัลบั้ม|หนังสั้น|ถ่ายภาพ|ศิลปะ|ปั้น|ถักไหมพรม|ตัดเย็บ|ออกแบบ|การ์ตูน|พอดแคสต์|บล็อก',
  },
  Experiences: {
    en: 'festival|concert|carnival|show|broadway|opera|eclipse|lantern*|michelin|restaurant|first class|treehouse|meteor|stars|sunrise|sunset|experience*',
    th: 'เทศกาล|คอนเสิร์ต|คาร์นิวัล|ละครเพลง|โอเปร่า|สุริยุปราคา|โคมลอย|ยี่เป็ง|มิชลิน|ฝนดาวตก|พระอาทิตย์ขึ้น|พระอาทิตย์ตก|ประสบการณ์',
  },
  Finance: {
    en: 'money|save|saving*|invest*|debt|loan|mortgage|budget|retire*|pension|income|fund|stock*|dividend*|credit card*|million|financ*|baht|dollar*|insurance',
    th: '~เงิน|ออม|ลงทุน|หนี้|เงินกู้|ผ่อนบ้าน|งบประมาณ|เกษียณ|รายได้|กองทุน|หุ้น|ปันผล|บัตรเครดิต|ล้าน|บาท|ประกัน',
  },
  Fitness: {
    en: 'run|running|runner|marathon|5k|10k|triathlon|push-up*|pushup*|pull-up*|plank|gym|workout*|exercis*|lift*|deadlift|squat*|cycl*|bike|yoga|fit|fitness|muscle*|steps|stretch*|swim',
    th: 'วิ่ง|มาราธอน|ไตรกีฬา|วิดพื้น|ดึงข้อ|แพลงก์|ยิม|ออกกำลังกาย|ยกน้ำหนัก|ปั่นจักรยาน|โยคะ|กล้ามเนื้อ|ฟิตหุ่น|ว่ายน้ำ',
  },
  Health: {
    en: 'health*|doctor|check-up|checkup|smok*|sugar|sleep|diet|weight|cholesterol|blood pressure|dentist|teeth|vegetable*|alcohol|drink*|therapy|therapist|mental|stress|vaccin*|meditat*|kg|kilo*|lose weight|slim*',
    th: 'สุขภาพ|หมอ|ตรวจร่างกาย|บุหรี่|น้ำตาล|นอนหลับ|การนอน|ลดน้ำหนัก|น้ำหนัก|คอเลสเตอรอล|ความดัน|ทำฟัน|ผัก|แอลกอฮอล์|เหล้า|นักจิตวิทยา|ความเครียด|วัคซีน|สมาธิ|ผอม',
  },
  Learning: {
    en: '~learn|~learning|~study|~studying|course|degree|university|class|language|english|spanish|japanese|chinese|mandarin|korean|french|german|read|reading|books|code|coding|program*|history|science|exam',
    th: '~เรียน|~ศึกษา|คอร์ส|ปริญญา|มหาวิทยาลัย|ภาษา|อังกฤษ|ญี่ปุ่น|จีน|เกาหลี|ฝรั่งเศส|อ่านหนังสือ|เขียนโปรแกรม|ประวัติศาสตร์|วิทยาศาสตร์|สอบ',
  },
  Personal: {
    en: 'home|house|garden*|pet|dog|cat|journal|declutter|tattoo|family tree|wardrobe|renovat*|move to|ordain|licence|license',
    th: 'บ้าน|สวน|สัตว์เลี้ยง|หมา|สุนัข|แมว|บันทึกประจำวัน|จัดบ้าน|รอยสัก|สักลาย|ตู้เสื้อผ้า|รีโนเวต|ย้ายบ้าน|บวช|ใบขับขี่',
  },
  PersonalGrowth: {
    en: 'habit*|mindset|confiden*|fear|grateful|gratitude|discipline|procrastinat*|growth|myself|~self|volunteer*|kindness|comfort zone|patience|wake up|early|retreat',
    th: 'นิสัย|ความมั่นใจ|ความกลัว|ขอบคุณ|วินัย|ผัดวันประกันพรุ่ง|พัฒนาตัวเอง|~ตัวเอง|อาสาสมัคร|ตื่นเช้า|ปฏิบัติธรรม|ให้อภัย',
  },
  Relationships: {
    en: 'family|parent*|mother|father|mom|mum|dad|friend*|partner|wife|husband|girlfriend|boyfriend|kids|children|son|daughter|grandparent*|wedding|marri*|date night|reunion|love',
    th: 'ครอบครัว|พ่อแม่|คุณพ่อ|คุณแม่|เพื่อน|แฟน|คนรัก|ภรรยา|สามี|ลูกสาว|ลูกชาย|ปู่|ยาย|แต่งงาน|รวมญาติ|ญาติ|ความรัก',
  },
  Skills: {
    en: 'skill*|guitar|piano|violin|instrument|cook|cooking|bake|baking|touch-typ*|typing|juggl*|rubik*|chess|dance|dancing|salsa|drive|driving|first aid|cpr|repair*|fix|carpentry|woodwork*|knot*',
    th: 'ทักษะ|กีตาร์|เปียโน|ไวโอลิน|เครื่องดนตรี|ทำอาหาร|ทำขนม|อบขนม|พิมพ์สัมผัส|รูบิก|หมากรุก|เต้น|ขับรถ|ปฐมพยาบาล|ซ่อม|งานไม้',
  },
  Sports: {
    en: 'sport*|football|soccer|tennis|golf|surf*|ski|skiing|snowboard*|badminton|basketball|volleyball|boxing|muay thai|karate|taekwondo|judo|black belt|sail*|kitesurf*|horse|archery|climbing|bouldering|scuba|diving|league|tournament|olympic*|world cup|match',
    th: 'กีฬา|ฟุตบอล|เทนนิส|กอล์ฟ|เซิร์ฟ|สกี|สโนว์บอร์ด|แบดมินตัน|บาสเกตบอล|วอลเลย์บอล|มวย|คาราเต้|เทควันโด|ยูโด|สายดำ|เรือใบ|ขี่ม้า|ยิงธนู|ปีนผา|ดำน้ำ|ลีก|แข่งขัน|โอลิมปิก|ฟุตบอลโลก',
  },
  Travel: {
    en: 'travel*|trip|trips|visit*|abroad|country|countries|journey|tour|backpack*|road trip|holiday|vacation|flight|fly to|explore|island*|continent*|safari|northern lights|aurora|cruise|overseas|europe|asia|africa|america|japan',
    th: 'เที่ยว|ท่องเที่ยว|เดินทาง|ต่างประเทศ|ทริป|แบกเป้|ทัวร์|ต่างแดน|เกาะ|ทวีป|ซาฟารี|แสงเหนือ|ออโรรา|ล่องเรือ|ยุโรป|เอเชีย|แอฟริกา|อเมริกา',
  },
};

const THAI = /[\u0E00-\u0E7F]/;

interface Matcher {
  category: Category;
  /** Where the keyword first occurs in the lower-cased text, or -1. */
  find: (text: string) => number;
  /** Multi-word keywords are more telling: "blood pressure" says more than "fit". */
  weight: number;
}

const MATCHERS: Matcher[] = Object.entries(KEYWORDS).flatMap(([category, { en, th }]) =>
  [...en.split('|'), ...th.split('|')].map((entry): Matcher => {
    const weak = entry.startsWith('~');
    const word = weak ? entry.slice(1) : entry;
    if (THAI.test(word))
      return { category: category as Category, find: (text) => text.indexOf(word), weight: weak ? 0.5 : 1 };
    const stem = word.endsWith('*') ? word.slice(0, -1) : word;
    const body = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
    const pattern = new RegExp(`(?:^|[^a-z0-9])${body}${word.endsWith('*') ? '[a-z]*' : ''}(?![a-z0-9])`);
    return {
      category: category as Category,
      find: (text) => pattern.exec(text)?.index ?? -1,
      weight: weak ? 0.5 : stem.includes(' ') ? 2 : 1,
    };
  }),
);

/**
 * The category whose keywords the text hits most, or 'Other' without a hit, which is what a person
 * would pick for an odd wish too. On a tie the keyword that comes first wins: a wish leads with its
 * verb ("Travel to Japan with my family", "ไปเที่ยวญี่ปุ่นกับครอบครัว"), the rest is detail.
 */
export function guessCategory(text: string): Category {
  const lower = text.toLocaleLowerCase();
  const hits = new Map<Category, { score: number; first: number }>();
  for (const matcher of MATCHERS) {
    const at = matcher.find(lower);
    if (at < 0) continue;
    const hit = hits.get(matcher.category) ?? { score: 0, first: at };
    hits.set(matcher.category, { score: hit.score + matcher.weight, first: Math.min(hit.first, at) });
  }
  let best: Category = 'Other';
  let top = { score: 0, first: Number.POSITIVE_INFINITY };
  for (const [category, hit] of hits) {
    if (hit.score > top.score || (hit.score === top.score && hit.first < top.first)) {
      best = category;
      top = hit;
    }
  }
  return best;
}
