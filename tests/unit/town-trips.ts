/**
 * Trips between a town and its nearby centre, with the road km a road map gives and the way a driver takes: every
 * canton, towns along a motorway between two nodes, and towns across a lake from their centre where the road goes
 * round. Names are the booking form's German labels.
 */
export const townTrips: { from: string; to: string; km: number; way: string }[] = [
  // Along a motorway between two nodes of the network
  { from: "Münsingen", to: "Bern", km: 15, way: "A6" },
  { from: "Lyss", to: "Bern", km: 22, way: "A6" },
  { from: "Wädenswil", to: "Zürich", km: 24, way: "A3" },
  { from: "Leissigen", to: "Interlaken", km: 11, way: "A8" },
  { from: "Sempach", to: "Luzern", km: 17, way: "A2" },
  { from: "Alpnach", to: "Luzern", km: 14, way: "A8" },
  { from: "Flamatt", to: "Fribourg", km: 17, way: "A12" },
  { from: "Oensingen", to: "Solothurn", km: 21, way: "A1" },
  { from: "Grenchen", to: "Solothurn", km: 12, way: "A5" },
  { from: "Spreitenbach", to: "Baden", km: 9, way: "A1" },
  { from: "Flawil", to: "St. Gallen", km: 16, way: "A1" },
  { from: "Bad Ragaz", to: "Chur", km: 22, way: "A13" },
  { from: "Grono", to: "Bellinzona", km: 13, way: "A13" },
  { from: "Faido", to: "Bellinzona", km: 36, way: "A2" },
  { from: "Boudry", to: "Neuchâtel", km: 9, way: "A5" },
  { from: "Le Landeron", to: "Neuchâtel", km: 14, way: "A5" },
  { from: "Bassecourt", to: "Delémont", km: 10, way: "A16" },
  { from: "Saxon", to: "Martigny", km: 11, way: "A9" },
  // By main and local roads
  { from: "Regensdorf", to: "Zürich", km: 13, way: "Wehntalerstrasse via Affoltern" },
  { from: "Männedorf", to: "Zürich", km: 20, way: "Seestrasse via Meilen" },
  { from: "Aadorf", to: "Winterthur", km: 15, way: "via Elgg" },
  { from: "Belp", to: "Bern", km: 10, way: "Belpstrasse" },
  { from: "Moutier", to: "Delémont", km: 13, way: "A16 through the Roches gorge" },
  { from: "Wolhusen", to: "Luzern", km: 19, way: "road 10 via Malters" },
  { from: "Unterägeri", to: "Zug", km: 8, way: "Ägeristrasse" },
  { from: "Lachen", to: "Rapperswil", km: 13, way: "A3 and the Seedamm" },
  { from: "Silenen", to: "Altdorf", km: 10, way: "road 2 via Erstfeld" },
  { from: "Wolfenschiessen", to: "Stans", km: 8, way: "Engelbergerstrasse via Dallenwil" },
  { from: "Bilten", to: "Glarus", km: 13, way: "via Niederurnen and Näfels" },
  { from: "Charmey", to: "Bulle", km: 12, way: "via Broc" },
  { from: "Avenches", to: "Payerne", km: 10, way: "road 1" },
  { from: "Balsthal", to: "Olten", km: 20, way: "through the Klus via Oensingen" },
  { from: "Gelterkinden", to: "Liestal", km: 13, way: "via Sissach" },
  { from: "Arlesheim", to: "Basel", km: 9, way: "via Münchenstein" },
  { from: "Zofingen", to: "Olten", km: 11, way: "via Aarburg" },
  { from: "Bad Zurzach", to: "Baden", km: 20, way: "via Döttingen and Siggenthal" },
  { from: "Diessenhofen", to: "Schaffhausen", km: 10, way: "road 13" },
  { from: "Ermatingen", to: "Kreuzlingen", km: 9, way: "road 13" },
  { from: "Rorschach", to: "St. Gallen", km: 12, way: "via Goldach" },
  { from: "Uznach", to: "Rapperswil", km: 14, way: "via Schmerikon" },
  { from: "Schiers", to: "Landquart", km: 13, way: "road 28" },
  { from: "Zuoz", to: "St. Moritz", km: 16, way: "via Samedan" },
  { from: "Caslano", to: "Lugano", km: 10, way: "via Agno" },
  { from: "Brissago", to: "Locarno", km: 10, way: "via Ascona" },
  { from: "Aubonne", to: "Morges", km: 12, way: "via Allaman" },
  { from: "Cully", to: "Lausanne", km: 9, way: "lake road via Lutry" },
  { from: "Bex", to: "Aigle", km: 10, way: "road 9 via Saint-Triphon" },
  { from: "Sainte-Croix", to: "Yverdon-les-Bains", km: 20, way: "via Vuiteboeuf" },
  { from: "Cernier", to: "Neuchâtel", km: 11, way: "via Valangin" },
  { from: "Raron", to: "Visp", km: 9, way: "road 9" },
  { from: "Saas-Grund", to: "Visp", km: 23, way: "up the Saastal via Stalden" },
  { from: "Versoix", to: "Genf", km: 10, way: "lake road" },
  { from: "Anières", to: "Genf", km: 11, way: "route d'Hermance" },
  { from: "Urnäsch", to: "Herisau", km: 10, way: "via Waldstatt" },
  { from: "Thayngen", to: "Schaffhausen", km: 10, way: "road 4" },
  { from: "Balzers", to: "Vaduz", km: 9, way: "via Triesen" },
  // Across a lake from the centre: the road goes round
  { from: "Saint-Gingolph", to: "Montreux", km: 20, way: "round the lake by Le Bouveret and Villeneuve" },
  { from: "San Nazzaro", to: "Locarno", km: 17, way: "round the lake's head by Magadino" },
  { from: "Hermance", to: "Nyon", km: 38, way: "round the Petit Lac by Genf" },
  { from: "Sigriswil", to: "Spiez", km: 23, way: "round the Thunersee by Thun" },
]

/** Trips whose shortest way is slow, and which a driver makes by motorway: km of the motorway way. */
export const motorwayTrips: { from: string; to: string; km: number; way: string; motorway: string }[] = [
  // Not by the Entlebuch road (98 km): the A1 to Oftringen and the A2 by Sursee.
  { from: "Bern", to: "Luzern", km: 111, way: "A1 and A2", motorway: "Oftringen" },
  // Not over the Furka and the Oberalp: Lausanne, Bern and Zürich by the A1, then the A3 and the A13.
  { from: "Genf", to: "Chur", km: 400, way: "A1, A3 and A13", motorway: "Zürich" },
  // Not by Luzern and the Schwyz roads: the A1 to Zürich, the A3 along the Walensee.
  { from: "Bern", to: "Chur", km: 241, way: "A1, A3 and A13", motorway: "Zürich" },
  // Not over the Jaun Pass: the A12 to Bern and the A6/A8 along the Thunersee.
  { from: "Lausanne", to: "Interlaken", km: 160, way: "A12, A6 and A8", motorway: "Bern" },
]
