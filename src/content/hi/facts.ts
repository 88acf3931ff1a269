import type { oilRates } from '../../config/oilRates';
import { UCO_BIODIESEL_DEFAULT_SAVING, UCO_BIODIESEL_KG_PER_KG, UCO_BIODIESEL_TYPICAL_SAVING } from '../../config/oilFactors';

/**
 * Sentences several pages say, written once (English: content/facts.ts, with the sources). Their
 * figures come from config.
 */

const percent = (share: number) => `${Math.round(share * 100)} प्रतिशत`;

/** RED II (Directive (EU) 2018/2001), Annex V, Part A: waste cooking oil biodiesel, default and typical savings. */
export const lifeCycleSaving = `पूरे लाइफ़ साइकल में, पुराने तेल से बना बायोडीज़ल जिस पेट्रोलियम डीज़ल की जगह लेता है, उससे ${Math.round(UCO_BIODIESEL_DEFAULT_SAVING * 100)} से ${percent(UCO_BIODIESEL_TYPICAL_SAVING)} कम ग्रीनहाउस गैस छोड़ता है। ये यूरोपीय संघ के नवीकरणीय ऊर्जा निर्देश (RED II) के डिफ़ॉल्ट और आम आँकड़े हैं; हमारे आँकड़ों में डिफ़ॉल्ट, यानी ${percent(UCO_BIODIESEL_DEFAULT_SAVING)}, लिया जाता है, जो इन दोनों में कम है।`;

/** The yield in config/oilFactors.ts and the one study it cites (Procedia Engineering 105 (2015) 638-645; see content/facts.ts). */
export const biodieselYield = `इकट्ठा किए गए एक किलो पुराने तेल से, पानी, तलछट और फ़्री फ़ैटी एसिड निकल जाने के बाद, पार्टनर प्लांट लगभग ${UCO_BIODIESEL_KG_PER_KG} किलो बायोडीज़ल बनाते हैं। पुराने तेल से बायोडीज़ल बनाने पर छपा एक अध्ययन मानकर चलता है कि तेल का 80 से 90 प्रतिशत बायोडीज़ल बनता है; हम इस रेंज का सबसे निचला आँकड़ा लेते हैं।`;

/** MoPNG's guidelines of 30 April 2019 (see content/facts.ts). */
export const whoBlends =
  'हम बायोडीज़ल सिर्फ़ IS 15607 मानक वाले B100 के रूप में बेचते हैं, तैयार ब्लेंड कभी नहीं: पेट्रोलियम और प्राकृतिक गैस मंत्रालय के अप्रैल 2019 के दिशा-निर्देशों के तहत हम जैसे विक्रेता सिर्फ़ B100 बेच सकते हैं। ऑयल मार्केटिंग कंपनियाँ इसे अपने बेचे जाने वाले डीज़ल में मिलाती हैं, और फ़्लीट या फ़ैक्ट्री जैसा थोक ख़रीदार इसे अपने इस्तेमाल के लिए, अपने टैंक में, अपने डीज़ल में मिला सकता है। 2019 के दिशा-निर्देश परिवहन के ईंधन के लिए हैं; जो ख़रीदार अपने जनरेटर के लिए B100 मिलाता है, वह सरकार की 29 जून 2017 की उस अनुमति के तहत ऐसा करता है, जिसमें सभी उपभोक्ताओं को मिलाने के लिए बायोडीज़ल बेचने की छूट दी गई।';

/** What moves the rate within its range, for the rate cards. */
export const whatMovesTheRate = [
  'पानी: हम तेल के पैसे देते हैं, पानी के नहीं। पानी की परत नापकर वज़न से घटाई जाती है, और धुँधले, गीले तेल को रेंज का सबसे नीचा रेट मिलता है।',
  'तलछट: खाने के टुकड़े और गाद भी वज़न से घटाए जाते हैं; कपड़े या जाली से छने तेल को ज़्यादा रेट मिलता है।',
  'फ़्री फ़ैटी एसिड: बार-बार तलने में इस्तेमाल हुआ, काले और खट्टी गंध वाले तेल में ये ज़्यादा होते हैं, और उससे बायोडीज़ल बनाना प्लांट को महँगा पड़ता है, इसलिए उसे रेंज के नीचे वाला रेट मिलता है।',
  'बाज़ार: रेंज बायोडीज़ल के कच्चे माल के भाव के साथ ऊपर-नीचे होती है।',
];

/** Names of oilRates' regions in Hindi. */
export const regionNames: Record<(typeof oilRates)[number]['region'], string> = {
  'North India': 'उत्तर भारत',
  'West and Central India': 'पश्चिम और मध्य भारत',
  'South India': 'दक्षिण भारत',
  'East and North-East India': 'पूर्व और पूर्वोत्तर भारत',
};
