/** Road distances between places as road maps give them (shortest route for a car in summer, km). */
export const roadDistances: { from: string; to: string; km: number; alps: boolean; via?: string }[] = [
  // Plateau and Jura foot
  { from: "Zürich", to: "Bern", km: 125, alps: false },
  { from: "Zürich", to: "Basel", km: 87, alps: false }, // A3 via Bözberg
  { from: "Genf", to: "Lausanne", km: 63, alps: false },
  { from: "Bern", to: "Basel", km: 97, alps: false }, // A1/A2 via Belchen tunnel
  { from: "Zürich", to: "Luzern", km: 52, alps: false }, // A4 Knonaueramt, A14
  { from: "Zürich", to: "St. Gallen", km: 85, alps: false },
  { from: "Zürich", to: "Winterthur", km: 25, alps: false },
  { from: "Bern", to: "Lausanne", km: 102, alps: false }, // A12 via Fribourg
  { from: "Basel", to: "Luzern", km: 98, alps: false },
  { from: "Zürich", to: "Schaffhausen", km: 51, alps: false },
  { from: "Bern", to: "Fribourg", km: 34, alps: false },
  { from: "Bern", to: "Neuchâtel", km: 52, alps: false }, // via Murten/Ins
  { from: "Lausanne", to: "Yverdon-les-Bains", km: 37, alps: false },
  { from: "Genf", to: "Montreux", km: 92, alps: false },
  { from: "Zürich", to: "Zug", km: 30, alps: false },
  { from: "Bern", to: "Thun", km: 30, alps: false },
  { from: "Bern", to: "Biel/Bienne", km: 36, alps: false },
  { from: "Lausanne", to: "Montreux", km: 27, alps: false },
  { from: "Zürich", to: "Vaduz", km: 110, alps: false },
  { from: "Bern", to: "Solothurn", km: 40, alps: false },
  // Across the Alps and into Alpine valleys
  { from: "Zürich", to: "Lugano", km: 205, alps: true }, // via Gotthard road tunnel
  { from: "Zürich", to: "St. Moritz", km: 200, alps: true }, // via Chur, Lenzerheide, Julier
  { from: "Bern", to: "Täsch", km: 132, alps: true, via: "Lötschberg car train Kandersteg–Goppenstein" },
  { from: "Arosa", to: "Davos", km: 87, alps: true }, // via Chur and Landquart
  { from: "Engelberg", to: "Andermatt", km: 82, alps: true }, // via Stans, Seelisberg tunnel, Altdorf
  { from: "Meiringen", to: "Andermatt", km: 62, alps: true }, // via Susten pass (summer)
  { from: "Chur", to: "St. Moritz", km: 77, alps: true }, // via Lenzerheide and Julier pass
  { from: "Chur", to: "Davos", km: 57, alps: true }, // via Landquart and Klosters
  { from: "Zürich", to: "Davos", km: 148, alps: true }, // via Landquart and Klosters
  { from: "Visp", to: "Saas-Fee", km: 27, alps: true },
  { from: "Visp", to: "Täsch", km: 31, alps: true },
  { from: "Interlaken", to: "Grindelwald", km: 20, alps: true },
  { from: "Luzern", to: "Andermatt", km: 75, alps: true }, // via Seelisberg tunnel and Altdorf
  { from: "Chur", to: "Bellinzona", km: 115, alps: true }, // via San Bernardino tunnel
  { from: "Lausanne", to: "Verbier", km: 97, alps: true }, // via Martigny and Le Châble
  { from: "Sitten", to: "Crans-Montana", km: 21, alps: true }, // via Lens
  { from: "Bern", to: "Grindelwald", km: 76, alps: true },
  { from: "Bern", to: "Adelboden", km: 68, alps: true }, // via Spiez and Frutigen
  { from: "Zürich", to: "Andermatt", km: 105, alps: true }, // via Arth, Brunnen, Altdorf
  { from: "Zürich", to: "Laax", km: 145, alps: true }, // via Chur and Flims
  { from: "Chur", to: "Arosa", km: 30, alps: true },
  { from: "Chur", to: "Klosters", km: 44, alps: true }, // via Landquart
  { from: "St. Moritz", to: "Scuol", km: 63, alps: true }, // via Zernez
  { from: "Luzern", to: "Interlaken", km: 68, alps: true }, // via Brünig pass
  { from: "Zürich", to: "Grindelwald", km: 138, alps: true }, // via Luzern and Brünig pass
  { from: "Davos", to: "Scuol", km: 48, alps: true }, // via Flüela pass
  { from: "Disentis", to: "Andermatt", km: 32, alps: true }, // via Oberalp pass (summer)
  { from: "Zürich", to: "Engelberg", km: 85, alps: true }, // via Luzern and Stans
  { from: "Bern", to: "Kandersteg", km: 65, alps: true }, // via Spiez and Frutigen
  { from: "Lausanne", to: "Sitten", km: 94, alps: true }, // A9 up the Rhône valley
]
