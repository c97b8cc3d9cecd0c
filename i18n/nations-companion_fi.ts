<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<context>
    <name>ActionPhasePanel</name>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Action Phase</source>
        <translation>Toimintavaihe</translation>
    </message>
    <message>
        <source>passed %1</source>
        <translation>passasi %1</translation>
    </message>
    <message>
        <source>actions start after Growth</source>
        <translation>toiminnot alkavat Kasvun jälkeen</translation>
    </message>
    <message>
        <source>all passed: resolve the round</source>
        <translation>kaikki passasivat: ratkaise kierros</translation>
    </message>
    <message>
        <source>Architects left: %1</source>
        <translation>Arkkitehteja jäljellä: %1</translation>
    </message>
    <message>
        <source>Turn of</source>
        <translation>Vuorossa</translation>
    </message>
    <message>
        <source>Who acts: the nation whose turn it is; another one only as a manual correction</source>
        <translation>Kuka toimii: kansa, jonka vuoro on; joku muu vain käsin tehtävänä korjauksena</translation>
    </message>
    <message>
        <source>Buy card…</source>
        <translation>Osta kortti…</translation>
    </message>
    <message>
        <source>Workers…</source>
        <translation>Työläiset…</translation>
    </message>
    <message>
        <source>Explore (%1/%2)</source>
        <translation>Tutki (%1/%2)</translation>
    </message>
    <message>
        <source>Dynasties: one action per exploration turn; the last one discovers the natural wonder (from our card data)</source>
        <translation>Dynastiat: yksi toiminto tutkimusvuoroa kohden; viimeinen löytää luonnonihmeen (korttitiedoistamme)</translation>
    </message>
    <message>
        <source>Hire Architect</source>
        <translation>Palkkaa Arkkitehti</translation>
    </message>
    <message>
        <source>Special…</source>
        <translation>Erikoistoiminto…</translation>
    </message>
    <message>
        <source>Turmoil… (%1 left)</source>
        <translation>Levottomuus… (%1 jäljellä)</translation>
    </message>
    <message>
        <source>Dynasties: take a turmoil card (−2 Stability this round) for 2 Gold or to play a dynasty; as many a round as public Architects (from our card data, not the Dynasties rulebook)</source>
        <translation>Dynastiat: ota levottomuuskortti (−2 Vakautta tällä kierroksella) 2 Kullasta tai pelataksesi dynastian; kierroksessa yhtä monta kuin julkisia Arkkitehteja (korttitiedoistamme, ei Dynastiat-sääntökirjasta)</translation>
    </message>
    <message>
        <source>%1 acts before everyone else: choose the action</source>
        <translation>%1 toimii ennen kaikkia muita: valitse toiminto</translation>
    </message>
    <message>
        <source>%1: act first (%2 Gold to %3)</source>
        <translation>%1: toimi ensin (%2 Kultaa pelaajalle %3)</translation>
    </message>
    <message>
        <source>Card text: pay %1 Gold to the first player (second player if you are first) to take an extra action before everyone else; the next action of %2 (not a pass) is that action</source>
        <translation>Kortin teksti: maksa %1 Kultaa aloituspelaajalle (toiselle pelaajalle, jos aloitat itse) ja tee ylimääräinen toiminto ennen kaikkia muita; pelaajan %2 seuraava toiminto (ei passaus) on tämä toiminto</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passaa</translation>
    </message>
    <message>
        <source>Apply anyway (manual correction)</source>
        <translation>Hyväksy silti (käsin tehty korjaus)</translation>
    </message>
    <message>
        <source>The table&apos;s word beats the app&apos;s: recorded with the rule it overrules, marked as a manual correction</source>
        <translation>Pöydän sana voittaa sovelluksen: kirjataan rikotun säännön kanssa, merkitään käsin tehdyksi korjaukseksi</translation>
    </message>
    <message>
        <source>Manual correction — %1: %2</source>
        <translation>Käsin tehty korjaus — %1: %2</translation>
    </message>
    <message>
        <source>By hand — %1: %2</source>
        <translation>Käsin — %1: %2</translation>
    </message>
    <message>
        <source>next free slot</source>
        <translation>seuraava vapaa paikka</translation>
    </message>
    <message>
        <source>replace %1</source>
        <translation>korvaa %1</translation>
    </message>
    <message>
        <source>cover %1</source>
        <translation>peitä %1</translation>
    </message>
    <message>
        <source>(%1 Workers go idle)</source>
        <translation>(%1 Työläistä vapautuu)</translation>
    </message>
    <message>
        <source>%1 buys a Progress Card</source>
        <translation>%1 ostaa Edistyskortin</translation>
    </message>
    <message>
        <source>%1: Workers</source>
        <translation>%1: Työläiset</translation>
    </message>
    <message>
        <source>%1 hires an Architect</source>
        <translation>%1 palkkaa Arkkitehdin</translation>
    </message>
    <message>
        <source>%1 takes a turmoil card</source>
        <translation>%1 ottaa levottomuuskortin</translation>
    </message>
    <message>
        <source>%1 explores %2</source>
        <translation>%1 tutkii: %2</translation>
    </message>
    <message>
        <source>%1: special action</source>
        <translation>%1: erikoistoiminto</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Aikakausi %1</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rivi</translation>
    </message>
    <message>
        <source>%1 · %2 Gold</source>
        <translation>%1 · %2 Kultaa</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ota</translation>
    </message>
    <message>
        <source>Golden Age</source>
        <translation>Kulta-aika</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>resurssi</translation>
    </message>
    <message>
        <source>1 VP</source>
        <translation>1 VP</translation>
    </message>
    <message>
        <source>special</source>
        <translation>erikois</translation>
    </message>
    <message>
        <source>Free Architects (up to %1)</source>
        <translation>Ilmaiset Arkkitehdit (enintään %1)</translation>
    </message>
    <message numerus="yes">
        <source>Also take %n Worker(s)</source>
        <translation>
            <numerusform>Ota myös %n Työläinen</numerusform>
            <numerusform>Ota myös %n Työläistä</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Maksa</translation>
    </message>
    <message>
        <source>%1 also buys the VP (%2), price %3 in any mix:</source>
        <translation>%1 ostaa myös VP:n (%2), hinta %3 missä tahansa yhdistelmässä:</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 maksaa</translation>
    </message>
    <message>
        <source>%1 Workers</source>
        <translation>%1 Työläistä</translation>
    </message>
    <message>
        <source>Deploy (%1 Stone)</source>
        <translation>Sijoita (%1 Kiveä)</translation>
    </message>
    <message>
        <source>Deploy free</source>
        <translation>Sijoita ilmaiseksi</translation>
    </message>
    <message>
        <source>Undeploy 1</source>
        <translation>Vedä 1 pois</translation>
    </message>
    <message>
        <source>Free, not an action: only during your own turn (Rulebook p.15)</source>
        <translation>Ilmainen, ei toiminto: vain omalla vuorollasi (sääntökirja s. 15)</translation>
    </message>
    <message>
        <source>Idle Workers: %1</source>
        <translation>Vapaat Työläiset: %1</translation>
    </message>
    <message>
        <source>Public Architect (%1 left)</source>
        <translation>Julkinen Arkkitehti (%1 jäljellä)</translation>
    </message>
    <message>
        <source>Private Architect of %1 (%2 of %3 used)</source>
        <translation>Pelaajan %1 oma Arkkitehti (%2/%3 käytetty)</translation>
    </message>
    <message>
        <source>%1: draw %2 Progress Cards and tick the Colonies among them; they make a 4th row of the Progress Board (%3 Gold each)</source>
        <translation>%1: nosta %2 Edistyskorttia ja merkitse niistä Siirtokunnat; ne muodostavat Edistyslaudan 4. rivin (%3 Kultaa kukin)</translation>
    </message>
    <message>
        <source>Explore and discover</source>
        <translation>Tutki ja löydä</translation>
    </message>
    <message>
        <source>finished Wonder to a free slot</source>
        <translation>valmis Ihme vapaaseen paikkaan</translation>
    </message>
    <message>
        <source>finished Wonder covers %1</source>
        <translation>valmis Ihme peittää kortin %1</translation>
    </message>
    <message>
        <source>(%1 of %2 used)</source>
        <translation>(%1/%2 käytetty)</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Käytä</translation>
    </message>
    <message>
        <source>No card of %1 with a special action is active (Workers on Buildings, Advisor, Colonies, ready Wonders).</source>
        <translation>Pelaajalla %1 ei ole voimassa korttia, jossa on erikoistoiminto (Työläisiä Rakennuksissa, Neuvonantaja, Siirtokunnat, valmiit Ihmeet).</translation>
    </message>
    <message>
        <source>%1 takes a turmoil card: −%2 Stability until the end of the round, and 2 Gold or one of the nation&apos;s dynasties, which covers the nation special or the dynasty in play. %3 turmoil card(s) left this round. (Mechanics from our card data; we have no Dynasties rulebook.)</source>
        <translation>%1 ottaa levottomuuskortin: −%2 Vakautta kierroksen loppuun, ja 2 Kultaa tai yksi kansan dynastioista, joka peittää kansan erikoiskyvyn tai pelissä olevan dynastian. Levottomuuskortteja jäljellä tällä kierroksella: %3. (Säännöt korttitiedoistamme; Dynastiat-sääntökirjaa meillä ei ole.)</translation>
    </message>
    <message>
        <source>Take 2 Gold</source>
        <translation>Ota 2 Kultaa</translation>
    </message>
    <message>
        <source>(in play)</source>
        <translation>(pelissä)</translation>
    </message>
    <message>
        <source>(played and covered)</source>
        <translation>(pelattu ja peitetty)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Pelaa</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Buy for %1 Gold</source>
        <translation>Osta %1 Kullalla</translation>
    </message>
    <message>
        <source>Ctrl+B: buy a Progress Card; row 1, 2 or 3 costs 1, 2 or 3 Gold (Rulebook p.14)</source>
        <translation>Ctrl+B: osta Edistyskortti; rivi 1, 2 tai 3 maksaa 1, 2 tai 3 Kultaa (sääntökirja s. 14)</translation>
    </message>
    <message>
        <source>Ctrl+W: deploy a Worker (an action, pays its Stone) or undeploy (free), Rulebook p.15</source>
        <translation>Ctrl+W: sijoita Työläinen (toiminto, maksaa sen Kiven) tai ota pois (ilmainen), sääntökirja s. 15</translation>
    </message>
    <message>
        <source>Ctrl+I: build the next section of the Wonder under construction (Rulebook p.17)</source>
        <translation>Ctrl+I: rakenna rakenteilla olevan Ihmeen seuraava osa (sääntökirja s. 17)</translation>
    </message>
    <message>
        <source>Ctrl+J: special action of a card you hold, or one another nation&apos;s card offers you (Rulebook p.17)</source>
        <translation>Ctrl+J: omistamasi kortin erikoistoiminto tai toisen kansan kortin sinulle tarjoama (sääntökirja s. 17)</translation>
    </message>
    <message>
        <source>Ctrl+P: no more actions this round (Rulebook p.14); the pass order counts for cards that say &quot;passed first&quot; or &quot;passed last&quot;</source>
        <translation>Ctrl+P: ei enää toimintoja tällä kierroksella (sääntökirja s. 14); passausjärjestys ratkaisee kortit, joissa lukee &quot;passasi ensimmäisenä&quot; tai &quot;passasi viimeisenä&quot;</translation>
    </message>
    <message>
        <source>Type a card name, Enter to pick it, then its row: 1, 2 or 3</source>
        <translation>Kirjoita kortin nimi, Enter valitsee sen, sitten sen rivi: 1, 2 tai 3</translation>
    </message>
    <message>
        <source>Card to buy</source>
        <translation>Ostettava kortti</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Rivi %1</translation>
    </message>
    <message>
        <source>Key %1 in the search field: this row</source>
        <translation>Näppäin %1 hakukentässä: tämä rivi</translation>
    </message>
    <message>
        <source>Key %1 in the search field: buy from this row</source>
        <translation>Näppäin %1 hakukentässä: osta tältä riviltä</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Maksa %1</translation>
    </message>
</context>
<context>
    <name>ByHandBadge</name>
    <message>
        <source>by hand</source>
        <translation>käsin</translation>
    </message>
</context>
<context>
    <name>CampaignChart</name>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Chieftain</source>
        <translation>Päällikkö</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prinssi</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Kuningas</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Keisari</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Add a card</source>
        <translation>Lisää kortti</translation>
    </message>
    <message>
        <source>Type a card name…</source>
        <translation>Kirjoita kortin nimi…</translation>
    </message>
    <message>
        <source>Gold paid:</source>
        <translation>Maksettu Kulta:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>(row price; &quot;none&quot; only records the card)</source>
        <translation>(rivin hinta; ”ei mitään” vain kirjaa kortin)</translation>
    </message>
    <message>
        <source>pre-printed</source>
        <translation>esipainettu</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Aikakausi %1</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 VP</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>perus</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>edistynyt</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>asiantuntija</translation>
    </message>
    <message>
        <source>No card matches.</source>
        <translation>Mikään kortti ei täsmää.</translation>
    </message>
    <message>
        <source>↑/↓ choose · Enter take · Esc cancel</source>
        <translation>↑/↓ valitse · Enter ota · Esc peruuta</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>The app does not know this A side&apos;s printed starting cards yet: the pre-printed cards are listed after the deck cards (free to place, remembered for this side&apos;s next game).</source>
        <translation>Sovellus ei vielä tunne tämän A-puolen painettuja aloituskortteja: esipainetut kortit näkyvät pakan korttien jälkeen (ilmaisia sijoittaa, muistetaan tämän puolen seuraavaan peliin).</translation>
    </message>
    <message>
        <source>level not set</source>
        <translation>tasoa ei asetettu</translation>
    </message>
    <message>
        <source>Basic, advanced or expert (the set symbol on the card): the app does not know it for this card. What you choose is remembered for every game.</source>
        <translation>Perus, edistynyt tai asiantuntija (kortin sarjan symboli): sovellus ei tunne sitä tälle kortille. Valintasi muistetaan kaikissa peleissä.</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <source>%1 minus one</source>
        <translation>%1 miinus yksi</translation>
    </message>
    <message>
        <source>%1 plus one</source>
        <translation>%1 plus yksi</translation>
    </message>
</context>
<context>
    <name>DiceGamePage</name>
    <message>
        <source>Home</source>
        <translation>Alkuun</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>Round %1 of 4 — Age %2</source>
        <translation>Kierros %1/4 — Aikakausi %2</translation>
    </message>
    <message>
        <source>Famine: %1 Food · War: %2 Strength</source>
        <translation>Nälänhätä: %1 Ruokaa · Sota: %2 Sotilasvoimaa</translation>
    </message>
    <message>
        <source>Opponent&apos;s Books: %1</source>
        <translation>Vastustajan Kirjat: %1</translation>
    </message>
    <message>
        <source>tougher opponent</source>
        <translation>vaikeampi vastustaja</translation>
    </message>
    <message>
        <source>covered tiles score</source>
        <translation>peitetyt laatat pisteytetään</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Kumoa</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Kumoa (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Tee uudelleen</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Tee uudelleen (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Round %1: the new Event tile</source>
        <translation>Kierros %1: uusi Tapahtumalaatta</translation>
    </message>
    <message>
        <source>Refill the Progress board with age %1 tiles first</source>
        <translation>Täydennä ensin Edistyslauta aikakauden %1 laatoilla</translation>
    </message>
    <message>
        <source>Famine: Food needed</source>
        <translation>Nälänhätä: Ruokaa tarvitaan</translation>
    </message>
    <message>
        <source>War: Strength needed</source>
        <translation>Sota: Sotilasvoimaa tarvitaan</translation>
    </message>
    <message>
        <source>Books rolled for the opponent (%1 blue dice)</source>
        <translation>Vastustajalle heitetyt Kirjat (%1 sinistä noppaa)</translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation>Aloita kierros %1</translation>
    </message>
    <message>
        <source>Round scored</source>
        <translation>Kierros pisteytetty</translation>
    </message>
    <message>
        <source>Rulebook of the Dice Game: %1</source>
        <translation>Noppapelin sääntökirja: %1</translation>
    </message>
    <message>
        <source>still playing: %1</source>
        <translation>pelaa vielä: %1</translation>
    </message>
    <message>
        <source>uses to enter: %1</source>
        <translation>käyttää syöttääkseen: %1</translation>
    </message>
    <message>
        <source>Scoring waits — %1</source>
        <translation>Pisteytys odottaa — %1</translation>
    </message>
    <message>
        <source>Score round 4 and finish</source>
        <translation>Pisteytä kierros 4 ja lopeta</translation>
    </message>
    <message>
        <source>Score round %1</source>
        <translation>Pisteytä kierros %1</translation>
    </message>
</context>
<context>
    <name>DicePlayerCard</name>
    <message>
        <source>Books %1</source>
        <translation>Kirjat %1</translation>
    </message>
    <message>
        <source>VP %1</source>
        <translation>VP %1</translation>
    </message>
    <message>
        <source>Books %1 · Famine %2 · War %3 · tiles in play %4 (counted at the end)</source>
        <translation>Kirjat %1 · Nälänhätä %2 · Sota %3 · laattoja pelissä %4 (lasketaan lopussa)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passasi</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>pelaa</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s)</source>
        <translation>
            <numerusform>%n uudelleenheitto</numerusform>
            <numerusform>%n uudelleenheittoa</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy tile…</source>
        <translation>Osta laatta…</translation>
    </message>
    <message>
        <source>Build wonder</source>
        <translation>Rakenna ihme</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Heitä uudelleen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passaa</translation>
    </message>
    <message>
        <source>Used:</source>
        <translation>Käytetty:</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Kirjat</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Ruoka</translation>
    </message>
    <message>
        <source>Strength left unused</source>
        <translation>Käyttämätön Sotilasvoima</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Korjaa</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Tallenna</translation>
    </message>
    <message>
        <source>Check the Food reachable:</source>
        <translation>Tarkista saavutettava Ruoka:</translation>
    </message>
    <message>
        <source>Food showing</source>
        <translation>Ruokaa näkyvissä</translation>
    </message>
    <message>
        <source>other unused dice</source>
        <translation>muut käyttämättömät nopat</translation>
    </message>
    <message>
        <source>→ up to %1 Food (2 dice make 1 Food)</source>
        <translation>→ enintään %1 Ruokaa (2 noppaa = 1 Ruoka)</translation>
    </message>
    <message>
        <source>%1 · %2 VP</source>
        <translation>%1 · %2 VP</translation>
    </message>
    <message>
        <source> (under construction)</source>
        <translation> (rakenteilla)</translation>
    </message>
    <message>
        <source> (covered)</source>
        <translation> (peitetty)</translation>
    </message>
    <message>
        <source> (replaced)</source>
        <translation> (korvattu)</translation>
    </message>
    <message>
        <source> (returned to the box)</source>
        <translation> (palautettu laatikkoon)</translation>
    </message>
</context>
<context>
    <name>DiceScorePanel</name>
    <message>
        <source>Final score</source>
        <translation>Loppupisteet</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Sija</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>%1 — Hall of Fame: %2</source>
        <translation>%1 — Kunniagalleria: %2</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Voittaja: %1</translation>
    </message>
</context>
<context>
    <name>DiceSetupPage</name>
    <message>
        <source>New game of Nations: The Dice Game</source>
        <translation>Uusi Nations: The Dice Game -peli</translation>
    </message>
    <message>
        <source>Deal the player order cards, then enter the players in that order. The Books track starts at each player&apos;s number (in a 2-player game player 2 starts at 3; solo both you and the opponent start at 1).</source>
        <translation>Jaa pelijärjestyskortit ja syötä pelaajat siinä järjestyksessä. Kirjarata alkaa kunkin pelaajan numerosta (2 pelaajan pelissä pelaaja 2 aloittaa 3:sta; yksinpelissä sekä sinä että vastustaja aloitatte 1:stä).</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>1 (solo)</source>
        <translation>1 (yksin)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pelaaja %1</translation>
    </message>
    <message>
        <source>Tougher opponent: reroll any 4s you roll for the opponent</source>
        <translation>Vaikeampi vastustaja: heitä uudelleen kaikki vastustajalle heittämäsi 4:t</translation>
    </message>
    <message>
        <source>Covered Buildings and replaced Advisors still score at the end</source>
        <translation>Peitetyt Rakennukset ja korvatut Neuvonantajat pisteytetään lopussa</translation>
    </message>
    <message>
        <source>The rulebook counts the VP of your buildings and advisors at the end; by default only the tiles still in play score. Some tables (and the online version) count every tile bought. Rulebook lines 128, 138 and 200.</source>
        <translation>Sääntökirja laskee rakennustesi ja neuvonantajiesi VP:t lopussa; oletuksena vain pelissä yhä olevat laatat pisteytetään. Jotkin pöydät (ja verkkoversio) laskevat jokaisen ostetun laatan. Sääntökirjan rivit 128, 138 ja 200.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Aloita</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
</context>
<context>
    <name>DiceStartPanel</name>
    <message>
        <source>Nations: The Dice Game</source>
        <translation>Nations: The Dice Game</translation>
    </message>
    <message>
        <source>Resume round %1</source>
        <translation>Jatka kierrosta %1</translation>
    </message>
    <message>
        <source>New Dice Game</source>
        <translation>Uusi noppapeli</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Pelatut pelit</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>yksin</translation>
    </message>
    <message>
        <source> · in progress</source>
        <translation> · kesken</translation>
    </message>
    <message>
        <source> · abandoned</source>
        <translation> · keskeytetty</translation>
    </message>
    <message>
        <source>Solo Hall of Fame</source>
        <translation>Yksinpelin kunniagalleria</translation>
    </message>
</context>
<context>
    <name>DiceTileDialog</name>
    <message>
        <source>a building printed on the board</source>
        <translation>laudalle painettu rakennus</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Rakennus</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Armeija</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Siirtokunta</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Neuvonantaja</translation>
    </message>
    <message>
        <source>Wonder</source>
        <translation>Ihme</translation>
    </message>
    <message>
        <source>%1 buys a tile</source>
        <translation>%1 ostaa laatan</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>as printed on the tile</source>
        <translation>kuten laattaan on painettu</translation>
    </message>
    <message>
        <source>Known names</source>
        <translation>Tunnetut nimet</translation>
    </message>
    <message>
        <source>pick one entered before…</source>
        <translation>valitse aiemmin syötetty…</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tyyppi</translation>
    </message>
    <message>
        <source>Row (price)</source>
        <translation>Rivi (hinta)</translation>
    </message>
    <message>
        <source>Paid with</source>
        <translation>Maksettu</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Kulta</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Sotilasvoima</translation>
    </message>
    <message>
        <source>Paid (0 = the row&apos;s price)</source>
        <translation>Maksettu (0 = rivin hinta)</translation>
    </message>
    <message>
        <source>VP printed</source>
        <translation>Painettu VP</translation>
    </message>
    <message>
        <source>Gives</source>
        <translation>Antaa</translation>
    </message>
    <message>
        <source>e.g. 2 orange dice, a Gold chit</source>
        <translation>esim. 2 oranssia noppaa, Kultamerkki</translation>
    </message>
    <message>
        <source>Stone to build</source>
        <translation>Kiveä rakentamiseen</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>Peittää</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Osta</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>%1 (%2 parked, returned doubled)</source>
        <translation>%1 (%2 säilössä, palautuu kaksinkertaisena)</translation>
    </message>
    <message>
        <source>%1 (%2: never lose VP for running short)</source>
        <translation>%1 (%2: pulasta ei koskaan menetä VP:tä)</translation>
    </message>
    <message>
        <source>%1 (Strength %2) is below the War but %3 makes War defeats have no effect</source>
        <translation>%1 (Sotilasvoima %2) jää Sodan alle, mutta %3 estää sotatappioiden seuraukset</translation>
    </message>
    <message>
        <source>%1 (Strength %2): defeated %3</source>
        <translation>%1 (Sotilasvoima %2): hävinneet %3</translation>
    </message>
    <message>
        <source>%1 (Strength %2): defeated %3; the shadow opponent is not affected</source>
        <translation>%1 (Sotilasvoima %2): hävinneet %3; varjovastustaja ei kärsi</translation>
    </message>
    <message>
        <source>%1 (VP already lost for %2 this round)</source>
        <translation>%1 (VP jo menetetty tällä kierroksella: %2)</translation>
    </message>
    <message>
        <source>%1 (VP cannot go below 0)</source>
        <translation>%1 (VP ei voi mennä alle 0:n)</translation>
    </message>
    <message>
        <source>%1 (VP cannot go below 0: nothing lost, so a later %2 shortage this round still costs 1 VP)</source>
        <translation>%1 (VP ei voi mennä alle 0:n: mitään ei menetetty, joten myöhempi pula (%2) tällä kierroksella maksaa yhä 1 VP)</translation>
    </message>
    <message>
        <source>%1 (counts as %2, the top of the track)</source>
        <translation>%1 (lasketaan %2:ksi, radan yläpää)</translation>
    </message>
    <message>
        <source>%1 (this round)</source>
        <translation>%1 (tällä kierroksella)</translation>
    </message>
    <message>
        <source>%1 at Strength 0 defeats nobody</source>
        <translation>%1 Sotilasvoimalla 0 ei voita ketään</translation>
    </message>
    <message>
        <source>%1 at Strength 0 defeats nobody but a nation with negative Strength (game option)</source>
        <translation>%1 Sotilasvoimalla 0 voittaa vain kansan, jonka Sotilasvoima on negatiivinen (peliasetus)</translation>
    </message>
    <message>
        <source>%1 bonus</source>
        <translation>%1, bonus</translation>
    </message>
    <message>
        <source>%1 defeat</source>
        <translation>%1: tappio</translation>
    </message>
    <message>
        <source>%1 defeat: no VP lost (%2)</source>
        <translation>%1: tappio, ei VP-menetystä (%2)</translation>
    </message>
    <message>
        <source>%1 shortage</source>
        <translation>Pula: %1</translation>
    </message>
    <message>
        <source>%1 shortage (%2 missing)</source>
        <translation>Pula: %1 (%2 puuttuu)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 Strength against the War from %3 = %4</source>
        <translation>%1: %2 Sotilasvoimaa Sotaa vastaan kortista %3 = %4</translation>
    </message>
    <message>
        <source>%1: %2 more resources could not be lost instead of Books (nothing left)</source>
        <translation>%1: %2 resurssia lisää ei voitu menettää Kirjojen sijaan (mitään ei ole jäljellä)</translation>
    </message>
    <message>
        <source>%1: %2 — not met</source>
        <translation>%1: %2 — ei täyty</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: Stability %2 added to Strength for player order</source>
        <translation>%1: Vakaus %2 lisätään Sotilasvoimaan pelijärjestystä varten</translation>
    </message>
    <message>
        <source>%1: Strength %2 counts as 0 against the War (a game option lets a War at 0 defeat it)</source>
        <translation>%1: Sotilasvoima %2 lasketaan Sotaa vastaan 0:ksi (peliasetuksella Sota voimalla 0 voittaa sen)</translation>
    </message>
    <message>
        <source>%1: Strength %2 is negative: no penalty (the rulebook&apos;s revolt is for Stability only; a game option can treat it as a revolt)</source>
        <translation>%1: Sotilasvoima %2 on negatiivinen: ei rangaistusta (sääntökirjan kapina koskee vain Vakautta; peliasetus voi käsitellä sen kapinana)</translation>
    </message>
    <message>
        <source>%1: counts as the least Stability this round</source>
        <translation>%1: lasketaan tällä kierroksella pienimmäksi Vakaudeksi</translation>
    </message>
    <message>
        <source>%1: counts as the least Stability this round (alone, below the nations in revolt; a game option ties them)</source>
        <translation>%1: lasketaan tällä kierroksella pienimmäksi Vakaudeksi (yksin, kapinoivien kansojen alapuolelle; peliasetus tekee siitä tasatilanteen)</translation>
    </message>
    <message>
        <source>%1: counts as the least Stability this round (tied with the nations in revolt: game option)</source>
        <translation>%1: lasketaan tällä kierroksella pienimmäksi Vakaudeksi (tasan kapinoivien kansojen kanssa: peliasetus)</translation>
    </message>
    <message>
        <source>%1: no Gold, Food or Stone left to lose instead of %2 Books: nothing more is lost</source>
        <translation>%1: ei Kultaa, Ruokaa eikä Kiveä menetettäväksi %2 Kirjan sijaan: enempää ei menetetä</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Kirjat</translation>
    </message>
    <message>
        <source>Books are scored at the end of rounds 2, 4, 6 and 8 (not this round)</source>
        <translation>Kirjat pisteytetään kierrosten 2, 4, 6 ja 8 lopussa (ei tällä kierroksella)</translation>
    </message>
    <message>
        <source>Books stay at 0: %1 not held</source>
        <translation>Kirjat pysyvät 0:ssa: %1 puuttuu</translation>
    </message>
    <message>
        <source>Famine (%1)</source>
        <translation>Nälänhätä (%1)</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Ruoka</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Kulta</translation>
    </message>
    <message>
        <source>Gold %1 + Food %2 + Stone %3 (counted double: %8) + Books %4 + Strength %5 + Stability %6 = %7</source>
        <translation>Kulta %1 + Ruoka %2 + Kivi %3 (lasketaan kahdesti: %8) + Kirjat %4 + Sotilasvoima %5 + Vakaus %6 = %7</translation>
    </message>
    <message>
        <source>Gold %1 + Food %2 + Stone %3 + Books %4 + Strength %5 + Stability %6 = %7</source>
        <translation>Kulta %1 + Ruoka %2 + Kivi %3 + Kirjat %4 + Sotilasvoima %5 + Vakaus %6 = %7</translation>
    </message>
    <message>
        <source>Hawaii (marked space of the %1 section: no upkeep)</source>
        <translation>Hawaii (osion %1 merkitty ruutu: ei ylläpitoa)</translation>
    </message>
    <message>
        <source>Military Strength</source>
        <translation>Sotilasvoima</translation>
    </message>
    <message>
        <source>Population Track (%1 section)</source>
        <translation>Väestörata (osio %1)</translation>
    </message>
    <message>
        <source>Population Track (Food section)</source>
        <translation>Väestörata (Ruoka-osio)</translation>
    </message>
    <message>
        <source>Population Track (Stability section)</source>
        <translation>Väestörata (Vakausosio)</translation>
    </message>
    <message>
        <source>Population Track (Strength section)</source>
        <translation>Väestörata (Sotilasvoimaosio)</translation>
    </message>
    <message>
        <source>Resources %1 / 10 rounded down</source>
        <translation>Resurssit %1 / 10 alaspäin pyöristettynä</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Kapina</translation>
    </message>
    <message>
        <source>Revolt (Stability %1)</source>
        <translation>Kapina (Vakaus %1)</translation>
    </message>
    <message>
        <source>Solo: you are %1 in player order (your %2 vs shadow %3, your %4 vs shadow %5)</source>
        <translation>Yksinpeli: olet %1 pelijärjestyksessä (sinun %2 vs. varjon %3, sinun %4 vs. varjon %5)</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Vakaus</translation>
    </message>
    <message>
        <source>Stability %1</source>
        <translation>Vakaus %1</translation>
    </message>
    <message>
        <source>Stability %1 (counts as %2, the top of the track)</source>
        <translation>Vakaus %1 (lasketaan %2:ksi, radan yläpää)</translation>
    </message>
    <message>
        <source>Stability %1 (negative: tied with every negative Stability)</source>
        <translation>Vakaus %1 (negatiivinen: tasan jokaisen negatiivisen Vakauden kanssa)</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Kivi</translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>Sotilasvoima %1</translation>
    </message>
    <message>
        <source>Strength %1 (counts as %2, the top of the track)</source>
        <translation>Sotilasvoima %1 (lasketaan %2:ksi, radan yläpää)</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>VP tokens</source>
        <translation>VP-merkit</translation>
    </message>
    <message>
        <source>apply by hand: %1 %2: %3 %4 (use the manual correction)</source>
        <translation>tee käsin: %1 %2: %3 %4 (käytä käsinkorjausta)</translation>
    </message>
    <message>
        <source>as last round (tie with the shadow)</source>
        <translation>kuten viime kierroksella (tasan varjon kanssa)</translation>
    </message>
    <message>
        <source>check by hand: %1: %2</source>
        <translation>tarkista käsin: %1: %2</translation>
    </message>
    <message>
        <source>corrected by hand (computed %1, entered %2)</source>
        <translation>korjattu käsin (laskettu %1, syötetty %2)</translation>
    </message>
    <message>
        <source>instead of Books (Books at 0)</source>
        <translation>Kirjojen sijaan (Kirjat 0:ssa)</translation>
    </message>
    <message>
        <source>manual adjustment of %1 ignored: Strength/Stability are board values (use the manual correction)</source>
        <translation>käsin tehty muutos (%1) ohitettu: Sotilasvoima ja Vakaus ovat laudan arvoja (käytä käsinkorjausta)</translation>
    </message>
    <message>
        <source>manual: %1</source>
        <translation>käsin: %1</translation>
    </message>
    <message>
        <source>manual: correction</source>
        <translation>käsin: korjaus</translation>
    </message>
    <message>
        <source>more Books than the shadow (%1 vs %2)</source>
        <translation>enemmän Kirjoja kuin varjolla (%1 vs. %2)</translation>
    </message>
    <message>
        <source>more Stability than the shadow (%1 vs shadow %2)</source>
        <translation>enemmän Vakautta kuin varjolla (%1 vs. varjon %2)</translation>
    </message>
    <message>
        <source>nations with fewer Books (%1 Books)</source>
        <translation>kansat, joilla vähemmän Kirjoja (%1 Kirjaa)</translation>
    </message>
    <message>
        <source>negative Strength %1 (game option: counted as a revolt)</source>
        <translation>negatiivinen Sotilasvoima %1 (peliasetus: lasketaan kapinaksi)</translation>
    </message>
    <message>
        <source>negative Strength (game option: counted as a revolt)</source>
        <translation>negatiivinen Sotilasvoima (peliasetus: lasketaan kapinaksi)</translation>
    </message>
    <message>
        <source>new player order: %1 (%2)</source>
        <translation>uusi pelijärjestys: %1 (%2)</translation>
    </message>
    <message>
        <source>no War this round</source>
        <translation>ei Sotaa tällä kierroksella</translation>
    </message>
    <message>
        <source>no famine this round</source>
        <translation>ei nälänhätää tällä kierroksella</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ei ketään</translation>
    </message>
    <message>
        <source>not more Books than the shadow (%1 vs %2): no VP</source>
        <translation>ei enempää Kirjoja kuin varjolla (%1 vs. %2): ei VP:tä</translation>
    </message>
    <message>
        <source>not more Stability than the shadow (%1 vs shadow %2)</source>
        <translation>ei enempää Vakautta kuin varjolla (%1 vs. varjon %2)</translation>
    </message>
    <message>
        <source>reduced by Stability %1</source>
        <translation>Vakaus %1 vähentää</translation>
    </message>
    <message>
        <source>shortage: %1 not held</source>
        <translation>pula: %1 puuttuu</translation>
    </message>
    <message>
        <source>the Wonder under construction scores nothing</source>
        <translation>rakenteilla oleva Ihme ei tuo pisteitä</translation>
    </message>
    <message>
        <source>turmoil cards (this round)</source>
        <translation>levottomuuskortit (tällä kierroksella)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (lost to the war)</source>
        <translation>%1 (menetetty sodassa)</translation>
    </message>
    <message>
        <source>%1 (nothing to remove)</source>
        <translation>%1 (ei mitään poistettavaa)</translation>
    </message>
    <message>
        <source>%1 (others)</source>
        <translation>%1 (muut)</translation>
    </message>
    <message>
        <source>%1 (paid)</source>
        <translation>%1 (maksettu)</translation>
    </message>
    <message>
        <source>%1 counts %2 Strength in the next event</source>
        <translation>%1 laskee %2 Sotilasvoimaa seuraavassa tapahtumassa</translation>
    </message>
    <message>
        <source>%1 declines %2</source>
        <translation>%1 kieltäytyy: %2</translation>
    </message>
    <message>
        <source>%1 deploys a Worker for free on %2</source>
        <translation>%1 sijoittaa Työläisen ilmaiseksi korttiin %2</translation>
    </message>
    <message>
        <source>%1 follow-up affects: %2</source>
        <translation>%1, jatkovaikutus koskee: %2</translation>
    </message>
    <message>
        <source>%1 has no Worker to return</source>
        <translation>pelaajalla %1 ei ole Työläistä palautettavaksi</translation>
    </message>
    <message>
        <source>%1 hires %2 free Architect(s) on %3</source>
        <translation>%1 palkkaa %2 ilmaista Arkkitehtia kortille %3</translation>
    </message>
    <message>
        <source>%1 is ready</source>
        <translation>%1 on valmis</translation>
    </message>
    <message>
        <source>%1 lost nothing to the war this round</source>
        <translation>%1 ei menettänyt mitään sodassa tällä kierroksella</translation>
    </message>
    <message>
        <source>%1 removes an Architect from the Wonder under construction</source>
        <translation>%1 poistaa Arkkitehdin rakenteilla olevasta Ihmeestä</translation>
    </message>
    <message>
        <source>%1 removes the Advisor(s)</source>
        <translation>%1 poistaa Neuvonantajat</translation>
    </message>
    <message>
        <source>%1 removes the Colony %2</source>
        <translation>%1 poistaa Siirtokunnan %2</translation>
    </message>
    <message>
        <source>%1 returns %2 on top of the full Population Track</source>
        <translation>%1 palauttaa: %2 täyden Väestöradan päälle</translation>
    </message>
    <message>
        <source>%1 returns %2 to the %3 section</source>
        <translation>%1 palauttaa: %2 osioon %3</translation>
    </message>
    <message>
        <source>%1 takes a Worker from the %2 section</source>
        <translation>%1 ottaa Työläisen osiosta %2</translation>
    </message>
    <message>
        <source>%1 takes the free Worker on top of the Population Track</source>
        <translation>%1 ottaa vapaan Työläisen Väestöradan päältä</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1, %2: the gain comes before the loss, as in Production (a game option takes the printed order)</source>
        <translation>%1, %2: hyöty tulee ennen menetystä, kuten Tuotannossa (peliasetuksella painettu järjestys)</translation>
    </message>
    <message>
        <source>%1, %2: the loss is taken before the gain (the printed order, a game option)</source>
        <translation>%1, %2: menetys tulee ennen hyötyä (painettu järjestys, peliasetus)</translation>
    </message>
    <message>
        <source>%1, moved from %2</source>
        <translation>%1, siirretty kortista %2</translation>
    </message>
    <message>
        <source>%1: %2 Affected: %3.</source>
        <translation>%1: %2 Koskee: %3.</translation>
    </message>
    <message>
        <source>%1: %2 gives nothing (×0)</source>
        <translation>%1: %2 ei anna mitään (×0)</translation>
    </message>
    <message>
        <source>%1: counts as having the least Stability this round</source>
        <translation>%1: lasketaan tällä kierroksella pienimmän Vakauden kansaksi</translation>
    </message>
    <message>
        <source>%1: no (more) Workers left on the Population Track</source>
        <translation>%1: Väestöradalla ei ole (enempää) Työläisiä</translation>
    </message>
    <message>
        <source>%1: no Wonder under construction to hire a free Architect for</source>
        <translation>%1: ei rakenteilla olevaa Ihmettä, jolle palkata ilmainen Arkkitehti</translation>
    </message>
    <message>
        <source>%1: no event %2</source>
        <translation>%1: ei tapahtumaa %2</translation>
    </message>
    <message>
        <source>%1: player order stays as last round: %2</source>
        <translation>%1: pelijärjestys pysyy kuten viime kierroksella: %2</translation>
    </message>
    <message>
        <source>%1: the Action Phase is over, so its extra actions cannot be taken this round</source>
        <translation>%1: Toimintavaihe on ohi, joten sen lisätoimintoja ei voi tehdä tällä kierroksella</translation>
    </message>
    <message>
        <source>%1: the Wonder is ready</source>
        <translation>%1: Ihme on valmis</translation>
    </message>
    <message>
        <source>Golden Ages bought this round</source>
        <translation>tällä kierroksella ostetut Kulta-ajat</translation>
    </message>
    <message>
        <source>Workers on Age IV Buildings</source>
        <translation>Työläiset aikakauden IV Rakennuksilla</translation>
    </message>
    <message>
        <source>a Worker from %1</source>
        <translation>Työläisen kortista %1</translation>
    </message>
    <message>
        <source>an idle Worker</source>
        <translation>vapaan Työläisen</translation>
    </message>
    <message>
        <source>least %1: %2</source>
        <translation>vähiten %1: %2</translation>
    </message>
    <message>
        <source>meeting the condition: %1</source>
        <translation>ehdon täyttävät: %1</translation>
    </message>
    <message>
        <source>most %1: %2</source>
        <translation>eniten %1: %2</translation>
    </message>
    <message>
        <source>new player order: %1</source>
        <translation>uusi pelijärjestys: %1</translation>
    </message>
    <message>
        <source>pass order incomplete: &quot;passed first&quot; uses what was entered</source>
        <translation>passausjärjestys vajaa: &quot;passasi ensin&quot; käyttää syötettyä</translation>
    </message>
    <message>
        <source>pass order incomplete: &quot;passed last&quot; uses what was entered</source>
        <translation>passausjärjestys vajaa: &quot;passasi viimeisenä&quot; käyttää syötettyä</translation>
    </message>
    <message>
        <source>%1 %2 &lt; %3: no reward</source>
        <translation>%1 %2 &lt; %3: ei palkintoa</translation>
    </message>
    <message>
        <source>%1 %2 ≥ %3, age %4</source>
        <translation>%1 %2 ≥ %3, aikakausi %4</translation>
    </message>
    <message>
        <source>%1 covered by a later building: 0</source>
        <translation>%1 myöhemmän rakennuksen peittämä: 0</translation>
    </message>
    <message>
        <source>%1 replaced by a later Advisor: 0</source>
        <translation>%1 korvattu myöhemmällä Neuvonantajalla: 0</translation>
    </message>
    <message>
        <source>%1 returned to the box unbuilt: 0</source>
        <translation>%1 palautettu laatikkoon rakentamattomana: 0</translation>
    </message>
    <message>
        <source>%1 under construction: 0</source>
        <translation>%1 rakenteilla: 0</translation>
    </message>
    <message>
        <source>Books %1, opponent %2: not more</source>
        <translation>Kirjat %1, vastustaja %2: ei enemmän</translation>
    </message>
    <message>
        <source>Books used</source>
        <translation>käytetyt Kirjat</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Nälänhätä</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Sotilasvoima</translation>
    </message>
    <message>
        <source>War</source>
        <translation>Sota</translation>
    </message>
    <message>
        <source>more Books than %1 (%2 &gt; %3)</source>
        <translation>enemmän Kirjoja kuin pelaajalla %1 (%2 &gt; %3)</translation>
    </message>
    <message>
        <source>more Books than the opponent (%1 &gt; %2)</source>
        <translation>enemmän Kirjoja kuin vastustajalla (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>new player order by unused Strength: %1; ties keep the previous order</source>
        <translation>uusi pelijärjestys käyttämättömän Sotilasvoiman mukaan: %1; tasatilanteessa edellinen järjestys säilyy</translation>
    </message>
    <message>
        <source>no other player has fewer Books; equal Books give nothing</source>
        <translation>kenelläkään muulla ei ole vähemmän Kirjoja; yhtä monesta Kirjasta ei saa mitään</translation>
    </message>
    <message>
        <source>the score board track</source>
        <translation>pistetaulun rata</translation>
    </message>
    <message>
        <source>track %1 → %2</source>
        <translation>rata %1 → %2</translation>
    </message>
    <message>
        <source>%1 removed from %2&apos;s board: %3</source>
        <translation>%1 poistettu pelaajan %2 laudalta: %3</translation>
    </message>
    <message>
        <source>%1: %2 has no Worker to return</source>
        <translation>%1: pelaajalla %2 ei ole Työläistä palautettavaksi</translation>
    </message>
    <message>
        <source>%1: %2 — condition not met (%3)</source>
        <translation>%1: %2 — ehto ei täyty (%3)</translation>
    </message>
    <message>
        <source>%1: a marker is added (%2 on the card)</source>
        <translation>%1: merkki lisätään (%2 kortilla)</translation>
    </message>
    <message>
        <source>%1: condition not met (%2)</source>
        <translation>%1: ehto ei täyty (%2)</translation>
    </message>
    <message>
        <source>%1: end of the age, a Worker must be returned: %2 returns %3 on top of the full Population Track; it is the next Worker taken</source>
        <translation>%1: aikakauden loppu, Työläinen on palautettava: %2 palauttaa: %3 täyden Väestöradan päälle; se otetaan seuraavaksi</translation>
    </message>
    <message>
        <source>%1: end of the age, a Worker must be returned: %2 returns %3 to the %4 section of the Population Track</source>
        <translation>%1: aikakauden loppu, Työläinen on palautettava: %2 palauttaa: %3 Väestöradan osioon %4</translation>
    </message>
    <message>
        <source>%1: no Books produced to multiply</source>
        <translation>%1: ei tuotettuja Kirjoja kerrottavaksi</translation>
    </message>
    <message>
        <source>%1: one marker removed (%2 left): %3</source>
        <translation>%1: yksi merkki poistettu (%2 jäljellä): %3</translation>
    </message>
    <message>
        <source>check by hand: %1: %2 (%3; enter it as a manual adjustment)</source>
        <translation>tarkista käsin: %1: %2 (%3; syötä se käsin tehtynä muutoksena)</translation>
    </message>
    <message>
        <source>%1 (age %2) is not on the Progress Board in age %3</source>
        <translation>%1 (aikakausi %2) ei ole Edistyslaudalla aikakaudella %3</translation>
    </message>
    <message>
        <source>%1 can be taken from %2 only until that nation passes</source>
        <translation>Kortin %1 voi ottaa pelaajalta %2 vain siihen asti, kun tämä passaa</translation>
    </message>
    <message>
        <source>%1 costs %2 Gold on row %3 (%4 has %5)</source>
        <translation>%1 maksaa %2 Kultaa rivillä %3 (pelaajalla %4 on %5)</translation>
    </message>
    <message>
        <source>%1 discards a public Architect; none is left this round</source>
        <translation>%1 poistaa julkisen Arkkitehdin; tällä kierroksella niitä ei ole enää jäljellä</translation>
    </message>
    <message>
        <source>%1 forces %2 nation(s) to take a turmoil card; %3 of the round&apos;s %4 are left</source>
        <translation>%1 pakottaa %2 kansakuntaa ottamaan levottomuuskortin; kierroksen %4 kortista on jäljellä %3</translation>
    </message>
    <message>
        <source>%1 has no Wonder under construction to hire an Architect for</source>
        <translation>Pelaajalla %1 ei ole rakenteilla olevaa Ihmettä, jolle palkata Arkkitehti</translation>
    </message>
    <message>
        <source>%1 has passed and may not take actions again this round</source>
        <translation>%1 on passannut eikä voi enää toimia tällä kierroksella</translation>
    </message>
    <message>
        <source>%1 is from the %2 set, which this game does not use (card sets: %3)</source>
        <translation>%1 kuuluu sarjaan %2, jota tässä pelissä ei käytetä (korttisarjat: %3)</translation>
    </message>
    <message>
        <source>%1 is on row %2 since an earlier swap</source>
        <translation>%1 on rivillä %2 aiemman vaihdon jälkeen</translation>
    </message>
    <message>
        <source>%1 is on the 4th row of the Progress Board (row 4)</source>
        <translation>%1 on Edistyslaudan 4. rivillä (rivi 4)</translation>
    </message>
    <message>
        <source>%1 needs a Worker left on your Population Track to buy (%2&apos;s track is empty)</source>
        <translation>Kortin %1 ostaminen vaatii, että Väestöradallasi on vielä Työläinen (pelaajan %2 rata on tyhjä)</translation>
    </message>
    <message>
        <source>%1 was moved to row %2 of the Progress Board this round</source>
        <translation>%1 siirrettiin tällä kierroksella Edistyslaudan riville %2</translation>
    </message>
    <message>
        <source>%1 was played earlier and covered; each dynasty is played once</source>
        <translation>%1 pelattiin aiemmin ja peitettiin; kukin dynastia pelataan kerran</translation>
    </message>
    <message>
        <source>%1 — you may not buy a %2</source>
        <translation>%1 — et saa ostaa korttityyppiä %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 private Architect(s) are used this round</source>
        <translation>Kortin %1 %2 yksityistä Arkkitehtia on käytetty tällä kierroksella</translation>
    </message>
    <message>
        <source>%1&apos;s extra action before everyone else is taken once per round</source>
        <translation>Kortin %1 lisätoiminnon ennen muita voi käyttää kerran kierroksessa</translation>
    </message>
    <message>
        <source>%1&apos;s extra action comes before everyone else; nations have acted this round</source>
        <translation>Kortin %1 lisätoiminto tulee ennen muita; kansakunnat ovat jo toimineet tällä kierroksella</translation>
    </message>
    <message>
        <source>%1&apos;s special action can be used %2 times per round</source>
        <translation>Kortin %1 erikoistoimintoa voi käyttää %2 kertaa kierroksessa</translation>
    </message>
    <message>
        <source>%1&apos;s special action can be used once per round</source>
        <translation>Kortin %1 erikoistoimintoa voi käyttää kerran kierroksessa</translation>
    </message>
    <message>
        <source>%1&apos;s special action is only possible while nobody has passed this round</source>
        <translation>Kortin %1 erikoistoiminto on mahdollinen vain, kun kukaan ei ole vielä passannut tällä kierroksella</translation>
    </message>
    <message>
        <source>%1&apos;s special action needs the %2 (ties give nobody)</source>
        <translation>Kortin %1 erikoistoiminto vaatii: %2 (tasapeli ei anna kenellekään)</translation>
    </message>
    <message>
        <source>%1; %2: counts as least</source>
        <translation>%1; %2: lasketaan vähimmäksi</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Neuvonantaja</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Taistelu</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Rakennus</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Siirtokunta</translation>
    </message>
    <message>
        <source>Golden Age</source>
        <translation>Kulta-aika</translation>
    </message>
    <message>
        <source>Growth bonus (%1)</source>
        <translation>Kasvubonus (%1)</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Armeija</translation>
    </message>
    <message>
        <source>Natural Wonder</source>
        <translation>Luonnonihme</translation>
    </message>
    <message>
        <source>Wonder</source>
        <translation>Ihme</translation>
    </message>
    <message>
        <source>Workers are undeployed during your turn in the Action Phase</source>
        <translation>Työläiset poistetaan korteilta omalla vuorollasi Toimintavaiheessa</translation>
    </message>
    <message>
        <source>Workers are undeployed only during your own turn; it is %1&apos;s turn</source>
        <translation>Työläiset poistetaan korteilta vain omalla vuorollasi; nyt on pelaajan %1 vuoro</translation>
    </message>
    <message>
        <source>all %1 Building/Military slots are full: choose the card to cover</source>
        <translation>Kaikki %1 Rakennus-/Armeijapaikkaa ovat täynnä: valitse peitettävä kortti</translation>
    </message>
    <message>
        <source>chieftain</source>
        <translation>päällikkö</translation>
    </message>
    <message>
        <source>each round has as many turmoil cards as public Architects (%1); all %2 are taken</source>
        <translation>Joka kierroksella on yhtä monta levottomuuskorttia kuin julkisia Arkkitehteja (%1); kaikki %2 on otettu</translation>
    </message>
    <message>
        <source>emperor</source>
        <translation>keisari</translation>
    </message>
    <message>
        <source>every nation</source>
        <translation>jokainen kansakunta</translation>
    </message>
    <message>
        <source>every nation has passed; the Action Phase of this round is over</source>
        <translation>Kaikki kansakunnat ovat passanneet; tämän kierroksen Toimintavaihe on ohi</translation>
    </message>
    <message>
        <source>every other nation</source>
        <translation>jokainen muu kansakunta</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kuningas</translation>
    </message>
    <message>
        <source>nations take one action each in player order; it is %1&apos;s turn, not %2&apos;s</source>
        <translation>Kansakunnat toimivat vuorotellen pelijärjestyksessä; nyt on pelaajan %1 vuoro, ei pelaajan %2</translation>
    </message>
    <message>
        <source>no Architect is left on the Score Board (%1 this round, %2 hired)</source>
        <translation>Pistelaudalla ei ole enää Arkkitehteja (%1 tällä kierroksella, %2 palkattu)</translation>
    </message>
    <message>
        <source>only one War may be bought each round (%1 is already on the War space)</source>
        <translation>Kierroksessa saa ostaa vain yhden Sodan (%1 on jo Sota-paikalla)</translation>
    </message>
    <message>
        <source>prince</source>
        <translation>prinssi</translation>
    </message>
    <message>
        <source>the Action Phase starts once every nation has chosen Growth</source>
        <translation>Toimintavaihe alkaa, kun jokainen kansakunta on valinnut Kasvun</translation>
    </message>
    <message>
        <source>the Progress Board holds cards of this age (%1) and older; %2 is an age %3 card</source>
        <translation>Edistyslaudalla on tämän aikakauden (%1) ja vanhempia kortteja; %2 on aikakauden %3 kortti</translation>
    </message>
    <message>
        <source>the nation special</source>
        <translation>kansakunnan erikoisuus</translation>
    </message>
    <message>
        <source>there is one copy of each Progress Card and %1 is on %2&apos;s board</source>
        <translation>Kutakin Edistyskorttia on yksi kappale, ja %1 on pelaajan %2 laudalla</translation>
    </message>
    <message>
        <source>there is one copy of each Progress Card and %1 is on the War space</source>
        <translation>Kutakin Edistyskorttia on yksi kappale, ja %1 on Sota-paikalla</translation>
    </message>
    <message>
        <source>to buy %1 you need Military Strength %2 (you have %3)</source>
        <translation>Ostaaksesi kortin %1 tarvitset Sotilasvoimaa %2 (sinulla on %3)</translation>
    </message>
    <message>
        <source>to buy a Battle you need at least one Worker on a Military</source>
        <translation>Ostaaksesi Taistelun tarvitset ainakin yhden Työläisen Armeija-kortilla</translation>
    </message>
    <message>
        <source>turmoil cards belong to the Dynasties expansion, which this game does not use</source>
        <translation>Levottomuuskortit kuuluvat Dynastiat-laajennukseen, jota tässä pelissä ei käytetä</translation>
    </message>
    <message>
        <source>%1; 5 players: bottom two</source>
        <translation>%1; 5 pelaajaa: kaksi pienintä</translation>
    </message>
    <message>
        <source>%1; 5 players: top two</source>
        <translation>%1; 5 pelaajaa: kaksi suurinta</translation>
    </message>
    <message>
        <source>least Stability (%1)</source>
        <translation>vähiten Vakautta (%1)</translation>
    </message>
    <message>
        <source>least Strength (%1)</source>
        <translation>vähiten Sotilasvoimaa (%1)</translation>
    </message>
    <message>
        <source>most Stability (%1)</source>
        <translation>eniten Vakautta (%1)</translation>
    </message>
    <message>
        <source>most Strength (%1)</source>
        <translation>eniten Sotilasvoimaa (%1)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 ja %2</translation>
    </message>
    <message>
        <source>%1 of %2: every other nation loses</source>
        <translation>%1 (pelaaja %2): jokainen muu kansakunta menettää</translation>
    </message>
    <message>
        <source>%1 of %2: least %3, extra famine</source>
        <translation>%1 (pelaaja %2): vähiten – %3, lisänälänhätä</translation>
    </message>
    <message>
        <source>%1: Books production ×%2</source>
        <translation>%1: Kirjojen tuotanto ×%2</translation>
    </message>
    <message>
        <source>%1: Growth bonus taken as %2</source>
        <translation>%1: Kasvubonus otettu muodossa %2</translation>
    </message>
    <message>
        <source>%1: Workers on Military pay no upkeep</source>
        <translation>%1: Armeija-korttien Työläiset eivät maksa ylläpitoa</translation>
    </message>
    <message>
        <source>%1: extra Strength against the War</source>
        <translation>%1: lisää Sotilasvoimaa Sotaa vastaan</translation>
    </message>
    <message>
        <source>Stability above %1</source>
        <translation>Vakaus yli %1</translation>
    </message>
    <message>
        <source>Strength %1 above the War (%2)</source>
        <translation>Sotilasvoima %1 yli Sodan (%2)</translation>
    </message>
    <message>
        <source>Strength above the War (no War this round)</source>
        <translation>Sotilasvoima yli Sodan (ei Sotaa tällä kierroksella)</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Työläiset</translation>
    </message>
    <message>
        <source>a Worker on a Military card</source>
        <translation>Työläinen Armeija-kortilla</translation>
    </message>
    <message>
        <source>bought a Colony this round</source>
        <translation>osti Siirtokunnan tällä kierroksella</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>valittu</translation>
    </message>
    <message>
        <source>defeated by the War</source>
        <translation>Sodan kukistama</translation>
    </message>
    <message>
        <source>exactly %1 Worker(s) on Military cards</source>
        <translation>tasan %1 Työläistä Armeija-korteilla</translation>
    </message>
    <message>
        <source>exactly %1 Workers on Military cards</source>
        <translation>tasan %1 Työläistä Armeija-korteilla</translation>
    </message>
    <message>
        <source>extra defeat loss</source>
        <translation>tappion lisämenetys</translation>
    </message>
    <message>
        <source>extra loss of the War&apos;s resource</source>
        <translation>Sodan resurssin lisämenetys</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>omistaja %1</translation>
    </message>
    <message>
        <source>least %1</source>
        <translation>vähiten: %1</translation>
    </message>
    <message>
        <source>least %1 (5 players: bottom two)</source>
        <translation>vähiten: %1 (5 pelaajaa: kaksi alinta)</translation>
    </message>
    <message>
        <source>most %1 (5 players: top two)</source>
        <translation>eniten: %1 (5 pelaajaa: kaksi ylintä)</translation>
    </message>
    <message>
        <source>most %1 (sole most)</source>
        <translation>eniten: %1 (yksin eniten)</translation>
    </message>
    <message>
        <source>not defeated by the War</source>
        <translation>Sota ei kukistanut</translation>
    </message>
    <message>
        <source>not most %1 (5 players: top two)</source>
        <translation>ei eniten: %1 (5 pelaajaa: kaksi ylintä)</translation>
    </message>
    <message>
        <source>not most %1 (sole most)</source>
        <translation>ei eniten: %1 (yksin eniten)</translation>
    </message>
    <message>
        <source>passed first</source>
        <translation>passasi ensimmäisenä</translation>
    </message>
    <message>
        <source>passed first (5 players: first two/last two)</source>
        <translation>passasi ensimmäisenä (5 pelaajaa: kaksi ensimmäistä/viimeistä)</translation>
    </message>
    <message>
        <source>passed last</source>
        <translation>passasi viimeisenä</translation>
    </message>
    <message>
        <source>passed last (5 players: first two/last two)</source>
        <translation>passasi viimeisenä (5 pelaajaa: kaksi ensimmäistä/viimeistä)</translation>
    </message>
    <message>
        <source>per Advisor</source>
        <translation>per Neuvonantaja</translation>
    </message>
    <message>
        <source>per Building/Military of the current age (%1)</source>
        <translation>per nykyisen aikakauden (%1) Rakennus/Armeija</translation>
    </message>
    <message>
        <source>per Colony of age III</source>
        <translation>per aikakauden III Siirtokunta</translation>
    </message>
    <message>
        <source>per Colony of age IV</source>
        <translation>per aikakauden IV Siirtokunta</translation>
    </message>
    <message>
        <source>per Worker on Military cards</source>
        <translation>per Työläinen Armeija-korteilla</translation>
    </message>
    <message>
        <source>per Worker on an age IV Building</source>
        <translation>per Työläinen aikakauden IV Rakennuksella</translation>
    </message>
    <message>
        <source>per Worker on this card</source>
        <translation>per Työläinen tällä kortilla</translation>
    </message>
    <message>
        <source>per idle Worker</source>
        <translation>per käyttämätön Työläinen</translation>
    </message>
    <message>
        <source>per marker on the card</source>
        <translation>per merkki kortilla</translation>
    </message>
    <message>
        <source>per other natural wonder</source>
        <translation>per muu luonnonihme</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>pelaaja %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (recorded in the Action Phase: %2)</source>
        <translation>%1 (kirjattu Toimintavaiheessa: %2)</translation>
    </message>
    <message>
        <source>%1 (recorded in the Action Phase: no)</source>
        <translation>%1 (kirjattu Toimintavaiheessa: ei)</translation>
    </message>
    <message>
        <source>%1 (recorded in the Action Phase: yes)</source>
        <translation>%1 (kirjattu Toimintavaiheessa: kyllä)</translation>
    </message>
    <message>
        <source>%1 Architect(s)</source>
        <translation>%1 Arkkitehti(a)</translation>
    </message>
    <message>
        <source>%1 Worker(s)</source>
        <translation>%1 Työläinen/Työläistä</translation>
    </message>
    <message>
        <source>%1 has no Books left: which resource do you lose %2 of instead?</source>
        <translation>Pelaajalla %1 ei ole Kirjoja jäljellä: mitä resurssia menetät %2 niiden sijaan?</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 tai %2</translation>
    </message>
    <message>
        <source>%1, %2: %3?</source>
        <translation>%1, %2: %3?</translation>
    </message>
    <message>
        <source>%1, %2: choose one: %3?</source>
        <translation>%1, %2: valitse yksi: %3?</translation>
    </message>
    <message>
        <source>%1, %2: how many Workers do you deploy on %3 for free?</source>
        <translation>%1, %2: montako Työläistä sijoitat ilmaiseksi korttiin %3?</translation>
    </message>
    <message>
        <source>%1, %2: how many Workers do you undeploy from %3?</source>
        <translation>%1, %2: montako Työläistä poistat kortilta %3?</translation>
    </message>
    <message>
        <source>%1, %2: how many free Architects do you hire?</source>
        <translation>%1, %2: montako ilmaista Arkkitehtia palkkaat?</translation>
    </message>
    <message>
        <source>%1, %2: return the Worker to which section of the Population Track?</source>
        <translation>%1, %2: mihin Väestöradan osioon Työläinen palautetaan?</translation>
    </message>
    <message>
        <source>%1, %2: return the Worker to which section?</source>
        <translation>%1, %2: mihin osioon Työläinen palautetaan?</translation>
    </message>
    <message>
        <source>%1, %2: take Worker %3 from which section?</source>
        <translation>%1, %2: mistä osiosta Työläinen %3 otetaan?</translation>
    </message>
    <message>
        <source>%1, %2: which Colony do you remove?</source>
        <translation>%1, %2: minkä Siirtokunnan poistat?</translation>
    </message>
    <message>
        <source>%1, %2: which Worker do you return?</source>
        <translation>%1, %2: minkä Työläisen palautat?</translation>
    </message>
    <message>
        <source>%1, %2: which Worker goes to %3?</source>
        <translation>%1, %2: mikä Työläinen menee korttiin %3?</translation>
    </message>
    <message>
        <source>%1, %2: which Worker is returned at the end of the age?</source>
        <translation>%1, %2: mikä Työläinen palautetaan aikakauden lopussa?</translation>
    </message>
    <message>
        <source>%1: %2 — which gain?</source>
        <translation>%1: %2 — mikä tuotto?</translation>
    </message>
    <message>
        <source>%1: %2 — which resource does every other nation lose?</source>
        <translation>%1: %2 — minkä resurssin jokainen muu kansakunta menettää?</translation>
    </message>
    <message>
        <source>%1: all Wonder slots are full; which ready Wonder does %2 cover?</source>
        <translation>%1: kaikki Ihmepaikat ovat täynnä; minkä valmiin Ihmeen %2 peittää?</translation>
    </message>
    <message>
        <source>%1: did you buy a Colony this round? (%2)</source>
        <translation>%1: ostitko Siirtokunnan tällä kierroksella? (%2)</translation>
    </message>
    <message>
        <source>1. Production</source>
        <translation>1. Tuotanto</translation>
    </message>
    <message>
        <source>2. Player order</source>
        <translation>2. Pelijärjestys</translation>
    </message>
    <message>
        <source>3. War</source>
        <translation>3. Sota</translation>
    </message>
    <message>
        <source>4. Event: %1</source>
        <translation>4. Tapahtuma: %1</translation>
    </message>
    <message>
        <source>5. Famine</source>
        <translation>5. Nälänhätä</translation>
    </message>
    <message>
        <source>6. Books (end of age)</source>
        <translation>6. Kirjat (aikakauden loppu)</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Siirtokuntaa</translation>
    </message>
    <message>
        <source>Corrections by hand</source>
        <translation>Käsin tehdyt korjaukset</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Kierroksen loppu</translation>
    </message>
    <message>
        <source>Golden Ages</source>
        <translation>Kulta-aikaa</translation>
    </message>
    <message>
        <source>Lose %1 %2 (holding %3)</source>
        <translation>Menetä %1 %2 (hallussa %3)</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ei</translation>
    </message>
    <message>
        <source>No (not possible)</source>
        <translation>Ei (ei mahdollista)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pelaaja %1</translation>
    </message>
    <message>
        <source>Stability against the shadow opponent</source>
        <translation>Vakaus varjovastustajaa vastaan</translation>
    </message>
    <message>
        <source>Wars and Battles</source>
        <translation>Sotaa ja Taistelua</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Kyllä</translation>
    </message>
    <message>
        <source>Yes: %1</source>
        <translation>Kyllä: %1</translation>
    </message>
    <message>
        <source>a Worker moved from %1</source>
        <translation>Työläinen siirrettynä kortilta %1</translation>
    </message>
    <message>
        <source>a Worker on %1</source>
        <translation>Työläinen kortilla %1</translation>
    </message>
    <message>
        <source>all others lose %1</source>
        <translation>kaikki muut menettävät %1</translation>
    </message>
    <message>
        <source>an idle Worker (Resource Area)</source>
        <translation>käyttämätön Työläinen (resurssialue)</translation>
    </message>
    <message>
        <source>count %1 less Strength in the next event</source>
        <translation>laske %1 vähemmän Sotilasvoimaa seuraavassa tapahtumassa</translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation>saa %1</translation>
    </message>
    <message>
        <source>go first in player order</source>
        <translation>siirry pelijärjestyksessä ensimmäiseksi</translation>
    </message>
    <message>
        <source>go last in player order</source>
        <translation>siirry pelijärjestyksessä viimeiseksi</translation>
    </message>
    <message>
        <source>how many Colonies did you buy this round?</source>
        <translation>montako Siirtokuntaa ostit tällä kierroksella?</translation>
    </message>
    <message>
        <source>how many Golden Ages did you buy this round?</source>
        <translation>montako Kulta-aikaa ostit tällä kierroksella?</translation>
    </message>
    <message>
        <source>how many Wars and Battles did you buy this round?</source>
        <translation>montako Sotaa ja Taistelua ostit tällä kierroksella?</translation>
    </message>
    <message>
        <source>lose %1</source>
        <translation>menetä %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>pay %1</source>
        <translation>maksa %1</translation>
    </message>
    <message>
        <source>remove a Colony</source>
        <translation>poista Siirtokunta</translation>
    </message>
    <message>
        <source>remove an Architect from your Wonder under construction</source>
        <translation>poista Arkkitehti rakenteilla olevasta Ihmeestäsi</translation>
    </message>
    <message>
        <source>remove your Advisor(s)</source>
        <translation>poista Neuvonantajasi</translation>
    </message>
    <message>
        <source>take %1 Worker(s)</source>
        <translation>ota %1 Työläinen/Työläistä</translation>
    </message>
    <message>
        <source>%1 (Food reachable: %2)</source>
        <translation>%1 (Ruokaa saatavissa: %2)</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 Kultaa</translation>
    </message>
    <message>
        <source>%1 Strength</source>
        <translation>%1 Sotilasvoimaa</translation>
    </message>
    <message>
        <source>%1 builds %2 (%3 VP at the end of the game; its chit can be used this round)</source>
        <translation>%1 rakentaa laatan %2 (%3 VP pelin lopussa; sen kiekkoa voi käyttää jo tällä kierroksella)</translation>
    </message>
    <message>
        <source>%1 buys %2 (%3, row %4, %5, %6 VP at the end of the game)</source>
        <translation>%1 ostaa laatan %2 (%3, rivi %4, %5, %6 VP pelin lopussa)</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passaa</translation>
    </message>
    <message>
        <source>%1 rerolls (Reroll chit to the used area)</source>
        <translation>%1 heittää uudelleen (uudelleenheittokiekko käytettyjen alueelle)</translation>
    </message>
    <message>
        <source>%1 uses %2 Books and %3 Food, keeps %4 Strength unused</source>
        <translation>%1 käyttää %2 Kirjaa ja %3 Ruokaa, jättää %4 Sotilasvoimaa käyttämättä</translation>
    </message>
    <message>
        <source>%1; covers %2 (its dice go back to the supply)</source>
        <translation>%1; peittää laatan %2 (sen nopat palaavat varastoon)</translation>
    </message>
    <message>
        <source>%1; covers a building printed on the board</source>
        <translation>%1; peittää laudalle painetun rakennuksen</translation>
    </message>
    <message>
        <source>%1; replaces the Advisor %2 (its rerolls go back)</source>
        <translation>%1; korvaa Neuvonantajan %2 (sen uudelleenheitot palaavat)</translation>
    </message>
    <message>
        <source>%1; the unbuilt %2 goes back to the box</source>
        <translation>%1; rakentamaton %2 palaa laatikkoon</translation>
    </message>
    <message>
        <source>%1; under construction: no effect and no VP until built</source>
        <translation>%1; rakenteilla: ei vaikutusta eikä VP:tä ennen valmistumista</translation>
    </message>
    <message>
        <source>opponent track %1 → %2</source>
        <translation>vastustajan rata %1 → %2</translation>
    </message>
    <message>
        <source>opponent: Books on %1 blue dice</source>
        <translation>vastustaja: Kirjat %1 sinisellä nopalla</translation>
    </message>
    <message>
        <source>round %1: Famine %2 Food, War %3 Strength, reward %4 VP each</source>
        <translation>kierros %1: Nälänhätä %2 Ruokaa, Sota %3 Sotilasvoimaa, palkinto %4 VP kullekin</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>%1 Automated Blocs and the box has 9 tokens: use a penny for the others</source>
        <translation>%1 automatisoitua Blokkia ja laatikossa on 9 merkkiä: käytä muille kolikkoa</translation>
    </message>
    <message>
        <source>%1 Automates a Bloc for 1 Energy and 2 Capital</source>
        <translation>%1 automatisoi Blokin 1 Energialla ja 2 Pääomalla</translation>
    </message>
    <message>
        <source>%1 Flag(s) of the hexes moved into go back (%2 of 18 on the board)</source>
        <translation>%1 Lippua siirtokohteiden heksoista palaa (%2/18 laudalla)</translation>
    </message>
    <message>
        <source>%1 Promissory notes are held and the box has 30: %2 on paper</source>
        <translation>Velkakirjoja on hallussa %1 ja laatikossa on 30: %2 paperilla</translation>
    </message>
    <message>
        <source>%1 and $%2</source>
        <translation>%1 ja $%2</translation>
    </message>
    <message>
        <source>%1 builds a %2 for %3 (with its Flag, the Reference card&apos;s %4)</source>
        <translation>%1 rakentaa: %2 hintaan %3 (Lipun kanssa viitekortin %4)</translation>
    </message>
    <message>
        <source>%1 builds an %2 for %3 (with its Flag, the Reference card&apos;s %4)</source>
        <translation>%1 rakentaa: %2 hintaan %3 (Lipun kanssa viitekortin %4)</translation>
    </message>
    <message>
        <source>%1 buys 1 %2 for $%3; %4</source>
        <translation>%1 ostaa 1 × %2 hintaan $%3; %4</translation>
    </message>
    <message>
        <source>%1 from the supply at the market-empty price</source>
        <translation>%1 varastosta tyhjän markkinan hinnalla</translation>
    </message>
    <message>
        <source>%1 from well %2</source>
        <translation>%1 kaivosta %2</translation>
    </message>
    <message>
        <source>%1 hands %2 Promissory note(s) to %3 in a barter: %1 holds %4, %3 %5</source>
        <translation>%1 antaa %2 velkakirjaa pelaajalle %3 vaihtokaupassa: pelaajalla %1 on %4, pelaajalla %3 %5</translation>
    </message>
    <message>
        <source>%1 has $%2: %3 VP (1 per full $10)</source>
        <translation>Pelaajalla %1 on $%2: %3 VP (1 jokaisesta täydestä $10)</translation>
    </message>
    <message>
        <source>%1 into well %2</source>
        <translation>%1 kaivoon %2</translation>
    </message>
    <message>
        <source>%1 moves %2 tile(s) for 1 Capital</source>
        <translation>%1 siirtää %2 laattaa 1 Pääomalla</translation>
    </message>
    <message>
        <source>%1 of 6 Industry stacks are empty</source>
        <translation>%1/6 Teollisuuspinosta on tyhjiä</translation>
    </message>
    <message>
        <source>%1 places a Flag (%2 of 18) for 1 Labor</source>
        <translation>%1 asettaa Lipun (%2/18) 1 Työvoimalla</translation>
    </message>
    <message>
        <source>%1 repays a Promissory note and holds %2</source>
        <translation>%1 maksaa velkakirjan takaisin ja pitää %2</translation>
    </message>
    <message>
        <source>%1 runs %2 Bloc(s): %3 for %4; what was produced cannot run a Bloc in this phase</source>
        <translation>%1 ajaa %2 Blokkia: %3 hintaan %4; tuotettua ei voi käyttää Blokkiin tässä vaiheessa</translation>
    </message>
    <message>
        <source>%1 sells 1 %2 for $%3; %4</source>
        <translation>%1 myy 1 × %2 hintaan $%3; %4</translation>
    </message>
    <message>
        <source>%1 takes %2: %3</source>
        <translation>%1 ottaa paketin %2: %3</translation>
    </message>
    <message>
        <source>%1 takes %2: %3; the tiles go on the board at once, each with a Flag</source>
        <translation>%1 ottaa paketin %2: %3; laatat menevät heti laudalle, kukin Lipun kanssa</translation>
    </message>
    <message>
        <source>%1 takes a Promissory note for $%2 and holds %3; the next gives $%4</source>
        <translation>%1 ottaa velkakirjan $%2 arvosta ja pitää %3; seuraava antaa $%4</translation>
    </message>
    <message>
        <source>%1 to the supply at the market-full price</source>
        <translation>%1 varastoon täyden markkinan hinnalla</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (back to the default table)</source>
        <translation>%1: %2 → %3 (takaisin oletustaulukkoon)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (corrected by the table)</source>
        <translation>%1: %2 → %3 (pöydän korjaama)</translation>
    </message>
    <message>
        <source>%1: the end is triggered when this Develop phase ends</source>
        <translation>%1: loppu käynnistyy, kun tämä Kehitysvaihe päättyy</translation>
    </message>
    <message>
        <source>Academy</source>
        <translation>Akatemia</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Pankki</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Pääoma</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Tehdas</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Maatila</translation>
    </message>
    <message>
        <source>Force Placement of %1 tile(s): %2</source>
        <translation>%1 laatan pakkosijoitus: %2</translation>
    </message>
    <message>
        <source>Force Placement: 1 Capital</source>
        <translation>Pakkosijoitus: 1 Pääoma</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Voimala</translation>
    </message>
    <message>
        <source>Labor</source>
        <translation>Työvoima</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Kaivos</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Malmi</translation>
    </message>
    <message>
        <source>a player has placed all 18 Flags</source>
        <translation>pelaaja on asettanut kaikki 18 Lippua</translation>
    </message>
    <message>
        <source>all passed in succession: the Develop phase begins, %1 first</source>
        <translation>kaikki passasivat peräkkäin: Kehitysvaihe alkaa, %1 ensin</translation>
    </message>
    <message>
        <source>all passed in succession: the Produce phase begins</source>
        <translation>kaikki passasivat peräkkäin: Tuotantovaihe alkaa</translation>
    </message>
    <message>
        <source>at least 5 of the 6 Industry stacks are empty</source>
        <translation>vähintään 5 kuudesta Teollisuuspinosta on tyhjiä</translation>
    </message>
    <message>
        <source>every hex holds a Flag or a tile</source>
        <translation>jokaisessa heksassa on Lippu tai laatta</translation>
    </message>
    <message>
        <source>final Trade ledger $%1</source>
        <translation>viimeisen Kaupan kirjanpito $%1</translation>
    </message>
    <message>
        <source>no Blocs entered for %1: they produced nothing</source>
        <translation>pelaajille %1 ei syötetty Blokkeja: he eivät tuottaneet mitään</translation>
    </message>
    <message>
        <source>round %1 ends; the first player marker passes to %2; round %3 begins with the Trade phase</source>
        <translation>kierros %1 päättyy; aloittajan merkki siirtyy pelaajalle %2; kierros %3 alkaa Kauppavaiheella</translation>
    </message>
    <message>
        <source>round %1 ends; the first player marker passes to %2; the final Trade phase begins: sell off, then enter each player&apos;s money</source>
        <translation>kierros %1 päättyy; aloittajan merkki siirtyy pelaajalle %2; viimeinen Kauppavaihe alkaa: myykää kaikki, syöttäkää sitten kunkin pelaajan rahat</translation>
    </message>
    <message>
        <source>the %1 Market corrected from %2 cubes: %3</source>
        <translation>markkina %1 korjattu %2 kuutiosta: %3</translation>
    </message>
    <message>
        <source>the %1 Market holds %2 of %3: buy $%4, sell $%5</source>
        <translation>markkinassa %1 on %2/%3: osto $%4, myynti $%5</translation>
    </message>
    <message>
        <source>the draft is done: round 1 begins with the Trade phase, %1 first</source>
        <translation>valinta on tehty: kierros 1 alkaa Kauppavaiheella, %1 ensin</translation>
    </message>
    <message>
        <source>the end is triggered: %1; one final Produce phase, then a final Trade phase, then the game ends</source>
        <translation>loppu on käynnistynyt: %1; vielä yksi Tuotantovaihe, sitten viimeinen Kauppavaihe, sitten peli päättyy</translation>
    </message>
    <message>
        <source>the final Trade phase is over: the game ends</source>
        <translation>viimeinen Kauppavaihe on ohi: peli päättyy</translation>
    </message>
    <message>
        <source>the final Trade phase is over: the game ends; money still to enter: %1</source>
        <translation>viimeinen Kauppavaihe on ohi: peli päättyy; rahat syöttämättä: %1</translation>
    </message>
    <message>
        <source>end of the age</source>
        <translation>aikakauden loppu</translation>
    </message>
    <message>
        <source>$20 minus the notes held</source>
        <translation>$20 miinus hallussa olevat velkakirjat</translation>
    </message>
    <message>
        <source>%1 Stone is less than %2&apos;s cost of %3</source>
        <translation>%1 Kiveä on vähemmän kuin laatan %2 hinta %3</translation>
    </message>
    <message>
        <source>%1 already has %2 tiles: the box has 60</source>
        <translation>Pelaajalla %1 on jo %2 laattaa: laatikossa on 60</translation>
    </message>
    <message>
        <source>%1 has %2 Automation token(s), fewer than the Automated Blocs entered</source>
        <translation>Pelaajalla %1 on %2 automaatiomerkkiä, vähemmän kuin syötettyjä automatisoituja Blokkeja</translation>
    </message>
    <message>
        <source>%1 has %2 hexes with a Flag and no tile</source>
        <translation>Pelaajalla %1 on %2 heksaa, joissa on Lippu eikä laattaa</translation>
    </message>
    <message>
        <source>%1 has %2 tiles on the board</source>
        <translation>Pelaajalla %1 on %2 laattaa laudalla</translation>
    </message>
    <message>
        <source>%1 has no Bloc left to Automate (one token per Bloc)</source>
        <translation>Pelaajalla %1 ei ole enää Blokkia automatisoitavaksi (yksi merkki Blokkia kohden)</translation>
    </message>
    <message>
        <source>%1 has no Wonder under construction (buy one first)</source>
        <translation>Pelaajalla %1 ei ole rakenteilla olevaa Ihmettä (osta ensin sellainen)</translation>
    </message>
    <message>
        <source>%1 has no hex with a Flag and no tile: place a Flag first</source>
        <translation>Pelaajalla %1 ei ole heksaa, jossa on Lippu eikä laattaa: aseta ensin Lippu</translation>
    </message>
    <message>
        <source>%1 has passed this round: a player who passed takes no more actions</source>
        <translation>%1 on passannut tällä kierroksella: passannut pelaaja ei tee enää toimintoja</translation>
    </message>
    <message>
        <source>%1 has placed all 18 Flags</source>
        <translation>%1 on asettanut kaikki 18 Lippuaan</translation>
    </message>
    <message>
        <source>%1 holds %2 notes, not %3</source>
        <translation>Pelaajalla %1 on %2 velkakirjaa, ei %3</translation>
    </message>
    <message>
        <source>%1 holds %2 notes, so another would give $%3 ($20 minus the notes held)</source>
        <translation>Pelaajalla %1 on %2 velkakirjaa, joten seuraava antaisi $%3 ($20 miinus hallussa olevat velkakirjat)</translation>
    </message>
    <message>
        <source>%1 holds no Promissory note</source>
        <translation>Pelaajalla %1 ei ole velkakirjaa</translation>
    </message>
    <message>
        <source>%1 is not a Building or Military tile in play</source>
        <translation>%1 ei ole pelissä oleva Rakennus- tai Armeijalaatta</translation>
    </message>
    <message>
        <source>%1 is not in the draft with 5 players</source>
        <translation>%1 ei ole mukana valinnassa 5 pelaajalla</translation>
    </message>
    <message>
        <source>%1 was taken by %2</source>
        <translation>Paketin %1 otti jo %2</translation>
    </message>
    <message>
        <source>%1 would hold more than %2 notes</source>
        <translation>Pelaajalla %1 olisi yli %2 velkakirjaa</translation>
    </message>
    <message>
        <source>Farms feed themselves: every tile of a Farm Bloc is fed</source>
        <translation>Maatilat ruokkivat itsensä: Maatilablokin jokainen laatta on ruokittu</translation>
    </message>
    <message>
        <source>clockwise from the first player</source>
        <translation>myötäpäivään ensimmäisestä pelaajasta</translation>
    </message>
    <message>
        <source>counter-clockwise from the last player</source>
        <translation>vastapäivään viimeisestä pelaajasta</translation>
    </message>
    <message>
        <source>draft round %1 takes a Commodity Package, not %2</source>
        <translation>valintakierroksella %1 otetaan Raaka-ainepaketti, ei %2</translation>
    </message>
    <message>
        <source>draft round %1 takes an Industry Package, not %2</source>
        <translation>valintakierroksella %1 otetaan Teollisuuspaketti, ei %2</translation>
    </message>
    <message>
        <source>enter what was used for Books, Food and the unused Strength first (%1)</source>
        <translation>syötä ensin Kirjoihin ja Ruokaan käytetyt sekä käyttämätön Sotilasvoima (%1)</translation>
    </message>
    <message>
        <source>every tile is fed: no dot lies on an unfed tile</source>
        <translation>jokainen laatta on ruokittu: yksikään piste ei ole ruokkimattomalla laatalla</translation>
    </message>
    <message>
        <source>money is private during the game: it is entered in the final Trade phase or after it</source>
        <translation>raha on salaista pelin aikana: se syötetään viimeisessä Kauppavaiheessa tai sen jälkeen</translation>
    </message>
    <message>
        <source>more than %1 rerolls in a round</source>
        <translation>yli %1 uudelleenheittoa kierroksella</translation>
    </message>
    <message>
        <source>not all players have passed (%1): the round is scored after all passed</source>
        <translation>kaikki pelaajat eivät ole passanneet (%1): kierros pisteytetään, kun kaikki ovat passanneet</translation>
    </message>
    <message>
        <source>one Ore feeds every tile of the Automated Bloc</source>
        <translation>yksi Malmi ruokkii automatisoidun Blokin jokaisen laatan</translation>
    </message>
    <message>
        <source>only a Building or Military tile covers another tile</source>
        <translation>vain Rakennus- tai Armeijalaatta peittää toisen laatan</translation>
    </message>
    <message>
        <source>only an Automated Bloc can be fed with Ore</source>
        <translation>vain automatisoidun Blokin voi ruokkia Malmilla</translation>
    </message>
    <message>
        <source>only in a Produce phase (now it is %1)</source>
        <translation>vain Tuotantovaiheessa (nyt on %1)</translation>
    </message>
    <message>
        <source>only in a Trade phase (now it is %1)</source>
        <translation>vain Kauppavaiheessa (nyt on %1)</translation>
    </message>
    <message>
        <source>only in the Develop phase (now it is %1)</source>
        <translation>vain Kehitysvaiheessa (nyt on %1)</translation>
    </message>
    <message>
        <source>pick %1 is %2&apos;s (draft round %3, %4)</source>
        <translation>valinta %1 kuuluu pelaajalle %2 (valintakierros %3, %4)</translation>
    </message>
    <message>
        <source>round %1 has not started: enter its Event numbers first</source>
        <translation>kierros %1 ei ole alkanut: syötä ensin sen Tapahtuman luvut</translation>
    </message>
    <message>
        <source>round %1 is being played: score it first</source>
        <translation>kierrosta %1 pelataan: pisteytä se ensin</translation>
    </message>
    <message>
        <source>the %1 stack is empty</source>
        <translation>pino %1 on tyhjä</translation>
    </message>
    <message>
        <source>the Blocs hold %1 %2 tiles, but %3 has %4 on the board</source>
        <translation>Blokeissa on %1 laattaa %2, mutta pelaajalla %3 on laudalla %4</translation>
    </message>
    <message>
        <source>the Develop phase</source>
        <translation>Kehitysvaihe</translation>
    </message>
    <message>
        <source>the Produce phase</source>
        <translation>Tuotantovaihe</translation>
    </message>
    <message>
        <source>the Trade phase</source>
        <translation>Kauppavaihe</translation>
    </message>
    <message>
        <source>the draft</source>
        <translation>valinta</translation>
    </message>
    <message>
        <source>the draft ends with its last pick</source>
        <translation>valinta päättyy viimeiseen valintaan</translation>
    </message>
    <message>
        <source>the draft is over</source>
        <translation>valinta on päättynyt</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>pelin loppu</translation>
    </message>
    <message>
        <source>the final Produce phase</source>
        <translation>viimeinen Tuotantovaihe</translation>
    </message>
    <message>
        <source>the final Trade phase</source>
        <translation>viimeinen Kauppavaihe</translation>
    </message>
    <message>
        <source>the game has 4 rounds and round 4 is scored: there is no round 5</source>
        <translation>pelissä on 4 kierrosta ja kierros 4 on pisteytetty: kierrosta 5 ei ole</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>peli on päättynyt</translation>
    </message>
    <message>
        <source>the game is over (it ends after round 4)</source>
        <translation>peli on päättynyt (se päättyy kierroksen 4 jälkeen)</translation>
    </message>
    <message>
        <source>%1 Food used, but only %2 is reachable (%3 showing + %4 other dice / 2: any 2 unused dice make 1 Food)</source>
        <translation>%1 Ruokaa käytetty, mutta vain %2 on saatavilla (%3 näkyvissä + %4 muuta noppaa / 2: mitkä tahansa 2 käyttämätöntä noppaa antavat 1 Ruoan)</translation>
    </message>
    <message>
        <source>%1 is less than the price of row %2 (pay the row&apos;s number or more, no change)</source>
        <translation>%1 on vähemmän kuin rivin %2 hinta (maksa rivin numero tai enemmän, vaihtorahaa ei saa)</translation>
    </message>
    <message>
        <source>%1 is negative: %2</source>
        <translation>%1 on negatiivinen: %2</translation>
    </message>
    <message>
        <source>%1 is out of range: %2</source>
        <translation>%1 on sallitun alueen ulkopuolella: %2</translation>
    </message>
    <message>
        <source>cubes in the %1 Market&apos;s rows, 0-%2 (one per well)</source>
        <translation>kuutiot markkinan %1 riveillä, 0–%2 (yksi kuoppaa kohden)</translation>
    </message>
    <message>
        <source>full dots in the Bloc, at most 6 per tile</source>
        <translation>Blokin täydet pisteet, enintään 6 laattaa kohden</translation>
    </message>
    <message>
        <source>full dots on unfed tiles, at most the full dots not shared</source>
        <translation>täydet pisteet ruokkimattomilla laatoilla, enintään jakamattomat täydet pisteet</translation>
    </message>
    <message>
        <source>full dots shared with another player&apos;s Bloc, at most the full dots</source>
        <translation>toisen pelaajan Blokin kanssa jaetut täydet pisteet, enintään täydet pisteet</translation>
    </message>
    <message>
        <source>notes handed over, 1 or more</source>
        <translation>luovutetut velkakirjat, 1 tai enemmän</translation>
    </message>
    <message>
        <source>the player&apos;s money, $0 or more</source>
        <translation>pelaajan raha, $0 tai enemmän</translation>
    </message>
    <message>
        <source>tiles fed, 1 to the Bloc&apos;s tiles (a Bloc without a fed tile is not run: leave it out)</source>
        <translation>ruokitut laatat, 1:stä Blokin laattoihin (Blokkia ilman ruokittua laattaa ei ajeta: jätä se pois)</translation>
    </message>
    <message>
        <source>tiles in the Bloc, 1-%1 (the box)</source>
        <translation>Blokin laatat, 1–%1 (laatikossa)</translation>
    </message>
    <message>
        <source>tiles moved into hexes holding the player&apos;s Flag, at most the tiles moved</source>
        <translation>heksoihin, joissa on pelaajan Lippu, siirretyt laatat, enintään siirretyt laatat</translation>
    </message>
    <message>
        <source>tiles moved, 1-3 for one Capital</source>
        <translation>siirretyt laatat, 1–3 yhdellä Pääomalla</translation>
    </message>
    <message>
        <source>tiles whose placement is forced, at most the tiles moved</source>
        <translation>laatat, joiden sijoitus pakotetaan, enintään siirretyt laatat</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Dismiss this message</source>
        <translation>Sulje tämä viesti</translation>
    </message>
</context>
<context>
    <name>EventPicker</name>
    <message>
        <source>Change</source>
        <translation>Vaihda</translation>
    </message>
    <message>
        <source>Famine: %1 Food · Architects on the card: %2</source>
        <translation>Nälänhätä: %1 Ruokaa · Arkkitehteja kortilla: %2</translation>
    </message>
    <message>
        <source>%1 (%2) marked %3: another nation buying it pays %1 extra</source>
        <translation>%1 (%2) merkitsi kortin %3: toinen kansa maksaa sen ostaessaan lisää pelaajalle %1</translation>
    </message>
    <message>
        <source>%1 (%2) marks a card on the Progress Board</source>
        <translation>%1 (%2) merkitsee kortin Edistyslaudalla</translation>
    </message>
    <message>
        <source>Mark a card…</source>
        <translation>Merkitse kortti…</translation>
    </message>
    <message>
        <source>Card to mark on the Progress Board</source>
        <translation>Edistyslaudalla merkittävä kortti</translation>
    </message>
    <message>
        <source>Event Card of age %1: type its name…</source>
        <translation>Aikakauden %1 Tapahtumakortti: kirjoita sen nimi…</translation>
    </message>
    <message>
        <source>%1 (already drawn in round %2)</source>
        <translation>%1 (nostettu jo kierroksella %2)</translation>
    </message>
    <message>
        <source>Famine %1 · Architects +%2</source>
        <translation>Nälänhätä %1 · Arkkitehdit +%2</translation>
    </message>
</context>
<context>
    <name>FileJobBar</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-tiedostot (*.csv)</translation>
    </message>
    <message>
        <source>BG Stats play files (*.bgsplay)</source>
        <translation>BG Stats -pelitiedostot (*.bgsplay)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-tiedostot (*.json)</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Vie historia</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Varmuuskopioi tietokanta</translation>
    </message>
    <message>
        <source>Backups (*.sqlite)</source>
        <translation>Varmuuskopiot (*.sqlite)</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Palauta varmuuskopio</translation>
    </message>
    <message>
        <source>Replace every game and player of this database with the backup %1? The backup is checked first; a damaged or newer one is refused and nothing changes.</source>
        <translation>Korvataanko tämän tietokannan kaikki pelit ja pelaajat varmuuskopiolla %1? Varmuuskopio tarkistetaan ensin; vioittunutta tai uudemman version varmuuskopiota ei palauteta, eikä mikään muutu.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Palauta</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Varmuuskopio</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Vienti</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1/%2 peliä</translation>
    </message>
    <message>
        <source>Restoring the backup: the app waits until it is done.</source>
        <translation>Varmuuskopiota palautetaan: sovellus odottaa, kunnes se on valmis.</translation>
    </message>
</context>
<context>
    <name>FinalScorePage</name>
    <message>
        <source>Final score</source>
        <translation>Loppupisteet</translation>
    </message>
    <message>
        <source>Home (Ctrl+H)</source>
        <translation>Alkuun (Ctrl+H)</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Uusi peli (Ctrl+N)</translation>
    </message>
    <message>
        <source>%1 enters the Hall of Fame as %2!</source>
        <translation>%1 pääsee kunniagalleriaan tittelillä %2!</translation>
    </message>
    <message>
        <source>%1 scored %2 — below the Hall of Fame.</source>
        <translation>%1 sai %2 pistettä — kunniagallerian alapuolelle.</translation>
    </message>
    <message>
        <source>★ %1 wins with %2 VP</source>
        <translation>★ %1 voittaa %2 VP:llä</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Sija</translation>
    </message>
    <message>
        <source>1st ★</source>
        <translation>1. ★</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
</context>
<context>
    <name>GameEditDialog</name>
    <message>
        <source>Edit game %1</source>
        <translation>Muokkaa peliä %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Tallenna</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>logged without the app</source>
        <translation>kirjattu ilman sovellusta</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Päivä</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Paikka</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Muistiinpanot</translation>
    </message>
    <message>
        <source>Players and final scores (a corrected score needs a reason; the computed one is kept)</source>
        <translation>Pelaajat ja loppupisteet (korjattu tulos tarvitsee syyn; laskettu tulos säilyy)</translation>
    </message>
    <message>
        <source>Player in seat %1</source>
        <translation>Pelaaja paikalla %1</translation>
    </message>
    <message>
        <source>Final score of seat %1</source>
        <translation>Paikan %1 loppupisteet</translation>
    </message>
    <message>
        <source>reason of a correction</source>
        <translation>korjauksen syy</translation>
    </message>
    <message>
        <source>Reason of the correction of seat %1</source>
        <translation>Paikan %1 korjauksen syy</translation>
    </message>
    <message>
        <source>computed %1</source>
        <translation>laskettu %1</translation>
    </message>
    <message>
        <source>Earlier edits:</source>
        <translation>Aiemmat muokkaukset:</translation>
    </message>
</context>
<context>
    <name>HelpPage</name>
    <message>
        <source>Everywhere</source>
        <translation>Kaikkialla</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>tämä ohje</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Alku</translation>
    </message>
    <message>
        <source>new Nations game</source>
        <translation>uusi Nations-peli</translation>
    </message>
    <message>
        <source>resume the Nations game</source>
        <translation>jatka Nations-peliä</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>add a player</source>
        <translation>lisää pelaaja</translation>
    </message>
    <message>
        <source>start the game</source>
        <translation>aloita peli</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kierros</translation>
    </message>
    <message>
        <source>buy a card for the nation whose turn it is</source>
        <translation>osta kortti vuorossa olevalle kansalle</translation>
    </message>
    <message>
        <source>deploy or take back Workers</source>
        <translation>sijoita Työläisiä tai ota niitä pois</translation>
    </message>
    <message>
        <source>hire an Architect</source>
        <translation>palkkaa Arkkitehti</translation>
    </message>
    <message>
        <source>a card&apos;s special action</source>
        <translation>kortin erikoistoiminto</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passaa</translation>
    </message>
    <message>
        <source>resolve the round</source>
        <translation>ratkaise kierros</translation>
    </message>
    <message>
        <source>scan card labels</source>
        <translation>lue korttien tarrat</translation>
    </message>
    <message>
        <source>table view in a second window</source>
        <translation>pöytänäkymä toiseen ikkunaan</translation>
    </message>
    <message>
        <source>previous / next board</source>
        <translation>edellinen / seuraava lauta</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>kumoa / tee uudelleen</translation>
    </message>
    <message>
        <source>home (the game stays saved)</source>
        <translation>alkuun (peli pysyy tallessa)</translation>
    </message>
    <message>
        <source>Resolution Phase</source>
        <translation>Ratkaisuvaihe</translation>
    </message>
    <message>
        <source>confirm the round</source>
        <translation>vahvista kierros</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Luku</translation>
    </message>
    <message>
        <source>open a photo</source>
        <translation>avaa valokuva</translation>
    </message>
    <message>
        <source>put the cards found on the board</source>
        <translation>laita löydetyt kortit laudalle</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Loppupisteet</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>uusi peli</translation>
    </message>
    <message>
        <source>Setup, Scan, Resolution Phase, History, Statistics, Help</source>
        <translation>Aloitus, Luku, Ratkaisuvaihe, Historia, Tilastot, Ohje</translation>
    </message>
    <message>
        <source>back</source>
        <translation>takaisin</translation>
    </message>
    <message>
        <source>public domain</source>
        <translation>vapaa käyttö (public domain)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ohje</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Takaisin (Esc)</translation>
    </message>
    <message>
        <source>A round of Nations at the table</source>
        <translation>Nations-kierros pöydän ääressä</translation>
    </message>
    <message>
        <source>1. Growth: each player takes a Worker or the bonus resources, last player first.</source>
        <translation>1. Kasvu: jokainen pelaaja ottaa Työläisen tai bonusresurssit, viimeinen pelaaja ensin.</translation>
    </message>
    <message>
        <source>2. Event Card: type a few letters of its name and press Return.</source>
        <translation>2. Tapahtumakortti: kirjoita muutama kirjain sen nimestä ja paina Enteriä.</translation>
    </message>
    <message>
        <source>3. Actions: in turn, each nation buys a card, deploys Workers, hires an Architect or passes. Enter them as you play; the app checks each against the rules and says why when one is not allowed.</source>
        <translation>3. Toiminnot: vuorollaan kukin kansa ostaa kortin, sijoittaa Työläisiä, palkkaa Arkkitehdin tai passaa. Syötä ne pelatessanne; sovellus tarkistaa jokaisen sääntöjä vasten ja kertoo syyn, kun jokin ei ole sallittu.</translation>
    </message>
    <message>
        <source>4. Resolve: the app works out Production, Military Strength and Stability, the War, the Events and Famine, and shows every number with where it comes from.</source>
        <translation>4. Ratkaisu: sovellus laskee Tuotannon, Sotilasvoiman ja Vakauden, Sodan, Tapahtumat ja Nälänhädän ja näyttää jokaisen luvun ja mistä se tulee.</translation>
    </message>
    <message>
        <source>5. Confirm: correct any number first if your table decided otherwise; Undo takes a confirmed round back.</source>
        <translation>5. Vahvistus: korjaa ensin mikä tahansa luku, jos pöytänne päätti toisin; Kumoa peruu vahvistetun kierroksen.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Näppäimet</translation>
    </message>
    <message>
        <source>Where your games are kept</source>
        <translation>Missä pelinne säilytetään</translation>
    </message>
    <message>
        <source>Every action is saved at once in %1. Start the app with --db FILE to use another file; &quot;nations-companion backup FILE&quot; copies it safely, even while a game is open.</source>
        <translation>Jokainen toiminto tallennetaan heti tiedostoon %1. Käynnistä sovellus valitsimella --db TIEDOSTO käyttääksesi toista tiedostoa; &quot;nations-companion backup TIEDOSTO&quot; kopioi sen turvallisesti, vaikka peli olisi kesken.</translation>
    </message>
    <message>
        <source>The database is not available: nothing is saved.</source>
        <translation>Tietokanta ei ole käytettävissä: mitään ei tallenneta.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Tietoja</translation>
    </message>
    <message>
        <source>Nations Companion %1: the bookkeeper beside your game of Nations, Nations: The Dice Game or Wealth of Nations.</source>
        <translation>Nations Companion %1: kirjanpitäjä Nations-, Nations: The Dice Game- tai Wealth of Nations -pelinne vierellä.</translation>
    </message>
    <message>
        <source>Built on these libraries, each under its own licence:</source>
        <translation>Rakennettu näiden kirjastojen varaan, kukin omalla lisenssillään:</translation>
    </message>
    <message>
        <source>Growth: the Food, Stone or Gold bonus for the next nation to choose</source>
        <translation>Kasvu: ruoka-, kivi- tai kultabonus seuraavalle valitsevalle kansakunnalle</translation>
    </message>
    <message>
        <source>Buy form</source>
        <translation>Ostolomake</translation>
    </message>
    <message>
        <source>pick the card found, then the row it lies in buys it</source>
        <translation>valitse löydetty kortti, sitten sen rivi ostaa sen</translation>
    </message>
    <message>
        <source>search the Event Card (or type its name)</source>
        <translation>hae tapahtumakortti (tai kirjoita sen nimi)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Kaikki pelit</translation>
    </message>
    <message>
        <source>Log a game…</source>
        <translation>Kirjaa peli…</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Alkuun</translation>
    </message>
    <message>
        <source>Game %1 moved to the trash (kept 30 days).</source>
        <translation>Peli %1 siirrettiin roskakoriin (säilytetään 30 päivää).</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Kumoa</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Pelit (%1)</translation>
    </message>
    <message>
        <source>Trash (%1)</source>
        <translation>Roskakori (%1)</translation>
    </message>
    <message>
        <source>Players (%1)</source>
        <translation>Pelaajat (%1)</translation>
    </message>
    <message>
        <source>No games yet. Play one, or log a game played without the app.</source>
        <translation>Ei vielä pelejä. Pelaa yksi tai kirjaa ilman sovellusta pelattu peli.</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Voittaja: %1</translation>
    </message>
    <message>
        <source>logged without the app</source>
        <translation>kirjattu ilman sovellusta</translation>
    </message>
    <message>
        <source>score corrected</source>
        <translation>tulos korjattu</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Muokkaa…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Poista</translation>
    </message>
    <message>
        <source>Deleted games stay here for 30 days, then they are removed for good.</source>
        <translation>Poistetut pelit pysyvät täällä 30 päivää, sitten ne poistetaan lopullisesti.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 (deleted %4)</source>
        <translation>%1 · %2 · %3 (poistettu %4)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Palauta</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Vie…</translation>
    </message>
    <message>
        <source>JSON history…</source>
        <translation>JSON-historia…</translation>
    </message>
    <message>
        <source>CSV for spreadsheets…</source>
        <translation>CSV taulukkolaskentaan…</translation>
    </message>
    <message>
        <source>BG Stats play file…</source>
        <translation>BG Stats -pelitiedosto…</translation>
    </message>
</context>
<context>
    <name>LogGameDialog</name>
    <message>
        <source>Log a game played without the app</source>
        <translation>Kirjaa ilman sovellusta pelattu peli</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Tallenna</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Päivä</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Paikka</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Muistiinpanot</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Pelaajamäärä</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Paikka %1</translation>
    </message>
    <message>
        <source>player</source>
        <translation>pelaaja</translation>
    </message>
    <message>
        <source>Player in seat %1</source>
        <translation>Pelaaja paikalla %1</translation>
    </message>
    <message>
        <source>nation (e.g. egypt)</source>
        <translation>kansa (esim. egypt)</translation>
    </message>
    <message>
        <source>Nation in seat %1</source>
        <translation>Kansa paikalla %1</translation>
    </message>
    <message>
        <source>Board side in seat %1</source>
        <translation>Laudan puoli paikalla %1</translation>
    </message>
    <message>
        <source>Final score in seat %1</source>
        <translation>Loppupisteet paikalla %1</translation>
    </message>
    <message>
        <source>Scores by category</source>
        <translation>Pisteet luokittain</translation>
    </message>
    <message>
        <source>Enter each row of the score pad; the final score is their sum.</source>
        <translation>Syötä pistelehtiön jokainen rivi; loppupisteet ovat niiden summa.</translation>
    </message>
    <message>
        <source>%1 in seat %2</source>
        <translation>%1 paikalla %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Nations Companion</source>
        <translation>Nations Companion</translation>
    </message>
</context>
<context>
    <name>MigrationWindow</name>
    <message>
        <source>Nations Companion</source>
        <translation>Nations Companion</translation>
    </message>
    <message>
        <source>Updating your game history…</source>
        <translation>Päivitetään pelihistoriaasi…</translation>
    </message>
    <message>
        <source>This happens once, after an update. A long history can take a minute. Your games are kept.</source>
        <translation>Tämä tehdään kerran päivityksen jälkeen. Pitkässä historiassa se voi kestää minuutin. Pelisi säilyvät.</translation>
    </message>
</context>
<context>
    <name>NationsHallOfFame</name>
    <message>
        <source>Nations: solo Hall of Fame</source>
        <translation>Nations: yksinpelin kunniagalleria</translation>
    </message>
    <message>
        <source>No solo game finished yet. Titles by score:</source>
        <translation>Yhtään yksinpeliä ei ole vielä pelattu loppuun. Tittelit pisteiden mukaan:</translation>
    </message>
</context>
<context>
    <name>NationsStartPanel</name>
    <message>
        <source>Resume round %1 — %2</source>
        <translation>Jatka kierrosta %1 — %2</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Ctrl+N new game</source>
        <translation>Ctrl+N uusi peli</translation>
    </message>
    <message>
        <source> · Ctrl+R resume</source>
        <translation> · Ctrl+R jatka</translation>
    </message>
    <message>
        <source>Nations: games played</source>
        <translation>Nations: pelatut pelit</translation>
    </message>
    <message>
        <source>%1 finished · click one to see its score sheet</source>
        <translation>%1 pelattu loppuun · napsauta peliä nähdäksesi sen pistetaulukon</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>yksin</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>kesken</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>keskeytetty</translation>
    </message>
    <message>
        <source>No games yet. Start one!</source>
        <translation>Ei vielä pelejä. Aloita ensimmäinen!</translation>
    </message>
    <message>
        <source>Game of %1: %2</source>
        <translation>Peli %1: %2</translation>
    </message>
</context>
<context>
    <name>PlayerBoardEditor</name>
    <message>
        <source>Building or Military for %1</source>
        <translation>Rakennus tai Armeija pelaajalle %1</translation>
    </message>
    <message>
        <source>Advisor for %1</source>
        <translation>Neuvonantaja pelaajalle %1</translation>
    </message>
    <message>
        <source>Colony for %1</source>
        <translation>Siirtokunta pelaajalle %1</translation>
    </message>
    <message>
        <source>Ready Wonder for %1</source>
        <translation>Valmis Ihme pelaajalle %1</translation>
    </message>
    <message>
        <source>Wonder to build for %1</source>
        <translation>Rakennettava Ihme pelaajalle %1</translation>
    </message>
    <message>
        <source>Replace this card</source>
        <translation>Korvaa tämä kortti</translation>
    </message>
    <message>
        <source>Remove from the board</source>
        <translation>Poista laudalta</translation>
    </message>
    <message>
        <source>%1, side %2 · %3 in player order · %4 (+%5 at Growth)</source>
        <translation>%1, puoli %2 · %3 pelijärjestyksessä · %4 (+%5 Kasvussa)</translation>
    </message>
    <message>
        <source>Population upkeep: %1 Food each Production. </source>
        <translation>Väestön ylläpito: %1 Ruokaa jokaisessa Tuotannossa. </translation>
    </message>
    <message>
        <source>Private Architects: %1.</source>
        <translation>Omat Arkkitehdit: %1.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Sotilasvoima</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Vakaus</translation>
    </message>
    <message>
        <source>Negative Strength: like a revolt, %1 VP and %1 Book(s) lost in Production, and any War defeats this nation (your table&apos;s rule choice).</source>
        <translation>Negatiivinen Sotilasvoima: kuin kapina, %1 VP ja %1 Kirjaa menetetään Tuotannossa, ja mikä tahansa Sota kukistaa tämän kansan (pöytänne sääntövalinta).</translation>
    </message>
    <message>
        <source>Negative Strength: no penalty, it counts as 0 against the War (rule choices at setup).</source>
        <translation>Negatiivinen Sotilasvoima: ei rangaistusta, se lasketaan nollaksi Sotaa vastaan (sääntövalinnat aloituksessa).</translation>
    </message>
    <message>
        <source>VP tokens</source>
        <translation>VP-merkit</translation>
    </message>
    <message>
        <source>Population Track</source>
        <translation>Väestörata</translation>
    </message>
    <message>
        <source>Workers taken from each section</source>
        <translation>Kustakin osasta otetut Työläiset</translation>
    </message>
    <message numerus="yes">
        <source>%n free Worker(s) on top of the track, taken first</source>
        <translation>
            <numerusform>%n vapaa Työläinen radan päällä, otetaan ensin</numerusform>
            <numerusform>%n vapaata Työläistä radan päällä, otetaan ensin</numerusform>
        </translation>
    </message>
    <message>
        <source>Buildings &amp; Military</source>
        <translation>Rakennukset ja Armeijat</translation>
    </message>
    <message>
        <source>%1 of %2 slots · a new card may replace one (its Workers go idle)</source>
        <translation>%1/%2 paikkaa · uusi kortti voi korvata yhden (sen Työläiset vapautuvat)</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Työläiset</translation>
    </message>
    <message>
        <source>Deploy an idle Worker (pays %1 Stone)</source>
        <translation>Sijoita vapaa Työläinen (maksaa %1 Kiveä)</translation>
    </message>
    <message>
        <source>+ Building / Military</source>
        <translation>+ Rakennus / Armeija</translation>
    </message>
    <message>
        <source>+ Building / Military (replaces the first)</source>
        <translation>+ Rakennus / Armeija (korvaa ensimmäisen)</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Neuvonantaja</translation>
    </message>
    <message>
        <source>Replace Advisor</source>
        <translation>Korvaa Neuvonantaja</translation>
    </message>
    <message>
        <source>+ Advisor</source>
        <translation>+ Neuvonantaja</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Siirtokunnat</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>+ Colony</source>
        <translation>+ Siirtokunta</translation>
    </message>
    <message>
        <source>Wonder under construction</source>
        <translation>Rakenteilla oleva Ihme</translation>
    </message>
    <message>
        <source>%1/%2 explored</source>
        <translation>%1/%2 tutkittu</translation>
    </message>
    <message>
        <source>%1/%2 built</source>
        <translation>%1/%2 rakennettu</translation>
    </message>
    <message>
        <source>Hire an Architect (pays %1 Stone)</source>
        <translation>Palkkaa Arkkitehti (maksaa %1 Kiveä)</translation>
    </message>
    <message>
        <source>Start another Wonder (loses the Architects)</source>
        <translation>Aloita toinen Ihme (Arkkitehdit menetetään)</translation>
    </message>
    <message>
        <source>+ Wonder to build</source>
        <translation>+ Rakennettava Ihme</translation>
    </message>
    <message>
        <source>Ready Wonders</source>
        <translation>Valmiit Ihmeet</translation>
    </message>
    <message>
        <source>%1 of %2 spaces</source>
        <translation>%1/%2 paikkaa</translation>
    </message>
    <message>
        <source>+ Ready Wonder</source>
        <translation>+ Valmis Ihme</translation>
    </message>
    <message>
        <source>Manual correction</source>
        <translation>Käsin tehty korjaus</translation>
    </message>
    <message>
        <source>for effects applied by hand; shown in every explanation</source>
        <translation>käsin sovelletuille vaikutuksille; näkyy jokaisessa selityksessä</translation>
    </message>
    <message>
        <source>why (e.g. card name and condition)</source>
        <translation>miksi (esim. kortin nimi ja ehto)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Lisää</translation>
    </message>
    <message>
        <source>Nation special (covered by %1): %2</source>
        <translation>Kansan erikoiskyky (peittää %1): %2</translation>
    </message>
    <message>
        <source>Nation special: %1</source>
        <translation>Kansan erikoiskyky: %1</translation>
    </message>
    <message>
        <source>Nation special (by hand): %1</source>
        <translation>Kansan erikoiskyky (käsin): %1</translation>
    </message>
    <message>
        <source>Dynasty in play: %1 — %2</source>
        <translation>Pelissä oleva dynastia: %1 — %2</translation>
    </message>
    <message>
        <source>Dynasty card: %1 — %2</source>
        <translation>Dynastiakortti: %1 — %2</translation>
    </message>
    <message>
        <source>(by hand)</source>
        <translation>(käsin)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Poista</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Pelissä</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message numerus="yes">
        <source>%1 · %n game(s)</source>
        <translation>
            <numerusform>%1 · %n peli</numerusform>
            <numerusform>%1 · %n peliä</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Nimeä uudelleen…</translation>
    </message>
    <message>
        <source>Merge into…</source>
        <translation>Yhdistä…</translation>
    </message>
    <message>
        <source>Merges</source>
        <translation>Yhdistämiset</translation>
    </message>
    <message numerus="yes">
        <source>%1 merged into %2 on %3 (%n game(s))</source>
        <translation>
            <numerusform>%1 yhdistetty pelaajaan %2 %3 (%n peli)</numerusform>
            <numerusform>%1 yhdistetty pelaajaan %2 %3 (%n peliä)</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo merge</source>
        <translation>Kumoa yhdistäminen</translation>
    </message>
    <message>
        <source>Merge %1 into another player</source>
        <translation>Yhdistä %1 toiseen pelaajaan</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Nimeä %1 uudelleen</translation>
    </message>
    <message>
        <source>The same person typed two ways: every game of %1 becomes a game of the player chosen here. It can be undone.</source>
        <translation>Sama henkilö kirjoitettu kahdella tavalla: jokaisesta pelaajan %1 pelistä tulee tässä valitun pelaajan peli. Sen voi kumota.</translation>
    </message>
    <message>
        <source>The new name is used in every game, statistic and export.</source>
        <translation>Uutta nimeä käytetään jokaisessa pelissä, tilastossa ja viennissä.</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Uusi nimi</translation>
    </message>
    <message>
        <source>Merge into</source>
        <translation>Yhdistä pelaajaan</translation>
    </message>
</context>
<context>
    <name>ResolutionPage</name>
    <message>
        <source>◀ Back to the boards</source>
        <translation>◀ Takaisin lautoihin</translation>
    </message>
    <message>
        <source>Resolution of round %1 · Age %2</source>
        <translation>Kierroksen %1 ratkaisu · Aikakausi %2</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) open — defaults shown</source>
        <translation>
            <numerusform>%n päätös avoinna — oletukset näkyvissä</numerusform>
            <numerusform>%n päätöstä avoinna — oletukset näkyvissä</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirm and final score ▶</source>
        <translation>Vahvista ja loppupisteet ▶</translation>
    </message>
    <message>
        <source>Confirm round ▶</source>
        <translation>Vahvista kierros ▶</translation>
    </message>
    <message>
        <source>Enter / Ctrl+Enter: store this result · Esc: back</source>
        <translation>Enter / Ctrl+Enter: tallenna tämä tulos · Esc: takaisin</translation>
    </message>
    <message>
        <source>No change.</source>
        <translation>Ei muutosta.</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Päätökset</translation>
    </message>
    <message>
        <source>asked in this order</source>
        <translation>kysytään tässä järjestyksessä</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>type a number to correct it before confirming</source>
        <translation>kirjoita luku korjataksesi sen ennen vahvistusta</translation>
    </message>
    <message>
        <source>Str.</source>
        <translation>Voima</translation>
    </message>
    <message>
        <source>Stab.</source>
        <translation>Vak.</translation>
    </message>
    <message>
        <source>Next player order: %1</source>
        <translation>Seuraava pelijärjestys: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>not chosen</source>
        <translation>ei valittu</translation>
    </message>
    <message>
        <source>Worker (%1 section)</source>
        <translation>Työläinen (osa %1)</translation>
    </message>
    <message>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <source>Home (Ctrl+H) — the game stays saved</source>
        <translation>Alkuun (Ctrl+H) — peli pysyy tallessa</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kierros %1/%2</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Aikakausi %1</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Kasvu</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Toiminnot</translation>
    </message>
    <message>
        <source>Player order: %1</source>
        <translation>Pelijärjestys: %1</translation>
    </message>
    <message>
        <source>Architects: %1</source>
        <translation>Arkkitehdit: %1</translation>
    </message>
    <message>
        <source>Scan…</source>
        <translation>Lue…</translation>
    </message>
    <message>
        <source>Scan card labels with the camera or from a photo (Ctrl+K)</source>
        <translation>Lue korttien tarrat kameralla tai kuvasta (Ctrl+K)</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Kumoa</translation>
    </message>
    <message>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>Kumoa %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Ei kumottavaa</translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation>Tee uudelleen ↷</translation>
    </message>
    <message>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>Tee uudelleen %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Ei uudelleen tehtävää</translation>
    </message>
    <message>
        <source>Resolve round ▶</source>
        <translation>Ratkaise kierros ▶</translation>
    </message>
    <message>
        <source>Ctrl+R: compute the Resolution Phase (nothing is stored until you confirm)</source>
        <translation>Ctrl+R: laske Ratkaisuvaihe (mitään ei tallenneta ennen vahvistusta)</translation>
    </message>
    <message>
        <source>reverse player order</source>
        <translation>käänteinen pelijärjestys</translation>
    </message>
    <message>
        <source>Worker: %1</source>
        <translation>Työläinen: %1</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 lisää</translation>
    </message>
    <message>
        <source>More Workers taken with the Growth Worker (card text)</source>
        <translation>Lisää Kasvun Työläisen kanssa otettuja Työläisiä (kortin teksti)</translation>
    </message>
    <message>
        <source>Event Card</source>
        <translation>Tapahtumakortti</translation>
    </message>
    <message>
        <source>Solo Event tile &amp; shadow</source>
        <translation>Yksinpelin Tapahtumalaatta ja varjo</translation>
    </message>
    <message>
        <source>Rulebook p.23</source>
        <translation>Sääntökirja s. 23</translation>
    </message>
    <message>
        <source>Shadow Strength</source>
        <translation>Varjon Sotilasvoima</translation>
    </message>
    <message>
        <source>Shadow Stability</source>
        <translation>Varjon Vakaus</translation>
    </message>
    <message>
        <source>Shadow Books (total)</source>
        <translation>Varjon Kirjat (yhteensä)</translation>
    </message>
    <message>
        <source>Famine (Food)</source>
        <translation>Nälänhätä (Ruoka)</translation>
    </message>
    <message>
        <source>Architects</source>
        <translation>Arkkitehdit</translation>
    </message>
    <message>
        <source>War this round</source>
        <translation>Sota tällä kierroksella</translation>
    </message>
    <message>
        <source>one War at most</source>
        <translation>korkeintaan yksi Sota</translation>
    </message>
    <message>
        <source>No War bought.</source>
        <translation>Sotaa ei ostettu.</translation>
    </message>
    <message>
        <source>War bought…</source>
        <translation>Ostettu Sota…</translation>
    </message>
    <message>
        <source>War bought this round (age %1)</source>
        <translation>Tällä kierroksella ostettu Sota (aikakausi %1)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tyhjennä</translation>
    </message>
    <message>
        <source>Bought by</source>
        <translation>Ostaja</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tuntematon</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>merkki</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passaus</translation>
    </message>
    <message>
        <source>first to pass acts first next round</source>
        <translation>ensimmäisenä passannut toimii ensin seuraavalla kierroksella</translation>
    </message>
    <message>
        <source>Nobody has passed yet.</source>
        <translation>Kukaan ei ole vielä passannut.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passaa</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nollaa</translation>
    </message>
    <message>
        <source>By hand this round</source>
        <translation>Käsin tällä kierroksella</translation>
    </message>
    <message>
        <source>effects the app does not apply</source>
        <translation>vaikutukset, joita sovellus ei sovella</translation>
    </message>
    <message>
        <source>card and condition</source>
        <translation>kortti ja ehto</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Lisää</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Pöytänäkymä</translation>
    </message>
    <message>
        <source>Every nation&apos;s figures in a second window, big enough for a TV (Ctrl+T)</source>
        <translation>Kaikkien kansojen luvut toisessa ikkunassa, tarpeeksi isoina televisioon (Ctrl+T)</translation>
    </message>
    <message>
        <source>Growth, Event Card, War</source>
        <translation>Kasvu, Tapahtumakortti, Sota</translation>
    </message>
    <message>
        <source>Actions and boards</source>
        <translation>Toiminnot ja laudat</translation>
    </message>
    <message>
        <source>War marker</source>
        <translation>Sotamerkki</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Määrä</translation>
    </message>
    <message>
        <source>%1: Growth %2</source>
        <translation>%1: kasvu %2</translation>
    </message>
    <message>
        <source>type its name or Ctrl+E</source>
        <translation>kirjoita sen nimi tai Ctrl+E</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F: the Food bonus for the next nation to choose Growth</source>
        <translation>Ctrl+Shift+F: ruokabonus seuraavalle kansakunnalle, joka valitsee kasvunsa</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S: the Stone bonus for the next nation to choose Growth</source>
        <translation>Ctrl+Shift+S: kivibonus seuraavalle kansakunnalle, joka valitsee kasvunsa</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G: the Gold bonus for the next nation to choose Growth</source>
        <translation>Ctrl+Shift+G: kultabonus seuraavalle kansakunnalle, joka valitsee kasvunsa</translation>
    </message>
</context>
<context>
    <name>ScanPage</name>
    <message>
        <source>Foreign code</source>
        <translation>Vieras koodi</translation>
    </message>
    <message>
        <source>Unknown label</source>
        <translation>Tuntematon tarra</translation>
    </message>
    <message>
        <source>Scan a photo of card labels</source>
        <translation>Lue kuva korttien tarroista</translation>
    </message>
    <message>
        <source>Images (*.jpg *.jpeg *.png *.bmp *.tif *.tiff *.webp)</source>
        <translation>Kuvat (*.jpg *.jpeg *.png *.bmp *.tif *.tiff *.webp)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>◀ Back to the round</source>
        <translation>◀ Takaisin kierrokseen</translation>
    </message>
    <message>
        <source>Scan labels</source>
        <translation>Lue tarrat</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Kierros %1</translation>
    </message>
    <message>
        <source>Cards go to</source>
        <translation>Kortit menevät pelaajalle</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>Scan with the camera</source>
        <translation>Lue kameralla</translation>
    </message>
    <message>
        <source>No camera found on this machine</source>
        <translation>Tällä koneella ei ole kameraa</translation>
    </message>
    <message>
        <source>Open photo…</source>
        <translation>Avaa kuva…</translation>
    </message>
    <message>
        <source>Ctrl+O — or drop image files on the page</source>
        <translation>Ctrl+O — tai pudota kuvatiedostoja sivulle</translation>
    </message>
    <message>
        <source>Scan a photo of your cards&apos; labels.</source>
        <translation>Lue kuva korttiesi tarroista.</translation>
    </message>
    <message>
        <source>No camera found on this machine.</source>
        <translation>Tällä koneella ei ole kameraa.</translation>
    </message>
    <message>
        <source>Photograph a card or a whole player board with its labels, then open the photo or drop it here. Every label in the picture is proposed at once.</source>
        <translation>Kuvaa kortti tai koko pelaajan lauta tarroineen, avaa sitten kuva tai pudota se tähän. Jokainen kuvan tarra ehdotetaan kerralla.</translation>
    </message>
    <message>
        <source>Drop to scan</source>
        <translation>Pudota luettavaksi</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Löydetty</translation>
    </message>
    <message>
        <source>1 code, numbered on the picture</source>
        <translation>1 koodi, numeroitu kuvaan</translation>
    </message>
    <message>
        <source>%1 codes, numbered on the picture</source>
        <translation>%1 koodia, numeroitu kuvaan</translation>
    </message>
    <message>
        <source>Hold a card&apos;s label in front of the camera. Each card is proposed once, however long it stays in view.</source>
        <translation>Pidä kortin tarraa kameran edessä. Jokainen kortti ehdotetaan kerran, vaikka se pysyisi näkyvissä pitkään.</translation>
    </message>
    <message>
        <source>No label yet.</source>
        <translation>Ei vielä tarraa.</translation>
    </message>
    <message>
        <source>covers</source>
        <translation>peittää</translation>
    </message>
    <message>
        <source>choose a card…</source>
        <translation>valitse kortti…</translation>
    </message>
    <message>
        <source>under construction</source>
        <translation>rakenteilla</translation>
    </message>
    <message>
        <source>Remove from the list</source>
        <translation>Poista listalta</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tyhjennä</translation>
    </message>
    <message>
        <source>Apply %1 for %2 ▶</source>
        <translation>Lisää %1 pelaajalle %2 ▶</translation>
    </message>
    <message>
        <source>Ctrl+Return: add the ticked cards (each one saved before it shows)</source>
        <translation>Ctrl+Return: lisää rastitetut kortit (jokainen tallennetaan ennen kuin se näkyy)</translation>
    </message>
</context>
<context>
    <name>ScoreCategory</name>
    <message>
        <source>Game VP</source>
        <translation>Pelin VP</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Siirtokunnat</translation>
    </message>
    <message>
        <source>Wonders</source>
        <translation>Ihmeet</translation>
    </message>
    <message>
        <source>Buildings &amp; Military</source>
        <translation>Rakennukset ja Armeijat</translation>
    </message>
    <message>
        <source>Resources ÷ 10</source>
        <translation>Resurssit ÷ 10</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Kirjat</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Nälänhätä</translation>
    </message>
    <message>
        <source>War</source>
        <translation>Sota</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Rakennukset</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Armeija</translation>
    </message>
    <message>
        <source>Advisors</source>
        <translation>Neuvonantajat</translation>
    </message>
    <message>
        <source>Industry tiles</source>
        <translation>Teollisuuslaatat</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Raha</translation>
    </message>
    <message>
        <source>Promissory notes</source>
        <translation>Velkakirjat</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over time</source>
        <translation>Pisteet ajan mittaan</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>◀ Home</source>
        <translation>◀ Alkuun</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Teema</translation>
    </message>
    <message>
        <source>As the system (dark)</source>
        <translation>Kuten järjestelmä (tumma)</translation>
    </message>
    <message>
        <source>As the system (light)</source>
        <translation>Kuten järjestelmä (vaalea)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Vaalea</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tumma</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Kieli</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Kuten järjestelmä</translation>
    </message>
    <message>
        <source>New Nations games</source>
        <translation>Uudet Nations-pelit</translation>
    </message>
    <message>
        <source>Card sets ticked at the start, besides the base game</source>
        <translation>Alussa valitut korttisarjat perussarjan lisäksi</translation>
    </message>
    <message>
        <source>Dynasties</source>
        <translation>Dynastiat</translation>
    </message>
    <message>
        <source>Other expansion cards</source>
        <translation>Muiden laajennusten kortit</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Tallennetut pelit</translation>
    </message>
    <message>
        <source>The database is not available: nothing is saved.</source>
        <translation>Tietokanta ei ole käytettävissä: mitään ei tallenneta.</translation>
    </message>
    <message>
        <source>Back up…</source>
        <translation>Varmuuskopioi…</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Palauta…</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Emperor (1)</source>
        <translation>Keisari (1)</translation>
    </message>
    <message>
        <source>King (2)</source>
        <translation>Kuningas (2)</translation>
    </message>
    <message>
        <source>Prince (3)</source>
        <translation>Prinssi (3)</translation>
    </message>
    <message>
        <source>Chieftain (4)</source>
        <translation>Päällikkö (4)</translation>
    </message>
    <message>
        <source>Full game — 4 ages, 8 rounds</source>
        <translation>Koko peli — 4 aikakautta, 8 kierrosta</translation>
    </message>
    <message>
        <source>Short — 3 ages, 6 rounds</source>
        <translation>Lyhyt — 3 aikakautta, 6 kierrosta</translation>
    </message>
    <message>
        <source>Short — 2 ages, 4 rounds</source>
        <translation>Lyhyt — 2 aikakautta, 4 kierrosta</translation>
    </message>
    <message>
        <source>Learning — 1 age, 2 rounds</source>
        <translation>Opettelu — 1 aikakausi, 2 kierrosta</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Starting abandons the unfinished game (round %1).</source>
        <translation>Aloittaminen hylkää keskeneräisen pelin (kierros %1).</translation>
    </message>
    <message>
        <source>Players in player order</source>
        <translation>Pelaajat pelijärjestyksessä</translation>
    </message>
    <message>
        <source>first player at the top · the names are remembered</source>
        <translation>aloituspelaaja ylimpänä · nimet muistetaan</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Pelaajan nimi</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Puoli %1</translation>
    </message>
    <message>
        <source>Our catalog has no data for this side</source>
        <translation>Luettelossamme ei ole tietoja tästä puolesta</translation>
    </message>
    <message>
        <source>Earlier in player order</source>
        <translation>Aiemmaksi pelijärjestyksessä</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Poista</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Aloitus:</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Työläiset</translation>
    </message>
    <message>
        <source>check your board</source>
        <translation>tarkista lautasi</translation>
    </message>
    <message>
        <source>Your correction from last time. </source>
        <translation>Korjauksesi viime kerralta. </translation>
    </message>
    <message>
        <source>Starting cards: %1 (entered last time; change them on the board in round 1)</source>
        <translation>Aloituskortit: %1 (syötetty viime kerralla; muuta niitä laudalla kierroksella 1)</translation>
    </message>
    <message>
        <source>Our catalog has no data for this nation side: choose the other side.</source>
        <translation>Luettelossamme ei ole tietoja tästä kansan puolesta: valitse toinen puoli.</translation>
    </message>
    <message>
        <source>+ Add player (Ctrl+P)</source>
        <translation>+ Lisää pelaaja (Ctrl+P)</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Pelin pituus</translation>
    </message>
    <message>
        <source>Campaign (optional)</source>
        <translation>Kampanja (valinnainen)</translation>
    </message>
    <message>
        <source>New campaign: everyone on Prince</source>
        <translation>Uusi kampanja: kaikki Prinsseinä</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n voitto</numerusform>
            <numerusform>%n voittoa</numerusform>
        </translation>
    </message>
    <message>
        <source>— won the campaign</source>
        <translation>— voitti kampanjan</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Korttisarjat</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Perus</translation>
    </message>
    <message>
        <source>Dynasties</source>
        <translation>Dynastiat</translation>
    </message>
    <message>
        <source>Other expansion cards</source>
        <translation>Muiden laajennusten kortit</translation>
    </message>
    <message numerus="yes">
        <source>Basic / advanced / expert tiers are not in our card data: build the decks from the cards, the search lists every card of these sets. Set a card&apos;s tier in the card search; your table has set %n tier(s) so far.</source>
        <translation>
            <numerusform>Perus-, edistynyt- ja asiantuntijatasot eivät ole korttitiedoissamme: kokoa pakat korteista, haku näyttää näiden sarjojen jokaisen kortin. Aseta kortin taso korttihaussa; pöytänne on asettanut tähän mennessä %n tason.</numerusform>
            <numerusform>Perus-, edistynyt- ja asiantuntijatasot eivät ole korttitiedoissamme: kokoa pakat korteista, haku näyttää näiden sarjojen jokaisen kortin. Aseta kortin taso korttihaussa; pöytänne on asettanut tähän mennessä %n tasoa.</numerusform>
        </translation>
    </message>
    <message>
        <source>With 5 players, use the advanced and/or expert cards (Rulebook p.21).</source>
        <translation>5 pelaajalla käytä edistyneitä ja/tai asiantuntijakortteja (sääntökirja s. 21).</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Pelitapa</translation>
    </message>
    <message>
        <source>Solo (shadow opponent, Hall of Fame)</source>
        <translation>Yksin (varjovastustaja, kunniagalleria)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 pelaajaa</translation>
    </message>
    <message>
        <source>Rule choices…</source>
        <translation>Sääntövalinnat…</translation>
    </message>
    <message numerus="yes">
        <source>Rule choices (%n changed)…</source>
        <translation>
            <numerusform>Sääntövalinnat (%n muutettu)…</numerusform>
            <numerusform>Sääntövalinnat (%n muutettu)…</numerusform>
        </translation>
    </message>
    <message>
        <source>A few rules can be read two ways; choose how your table plays them</source>
        <translation>Muutaman säännön voi lukea kahdella tavalla; valitse, miten pöytänne pelaa ne</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Takaisin</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Aloita peli (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Rule choices</source>
        <translation>Sääntövalinnat</translation>
    </message>
    <message>
        <source>These rules can be read two ways. Leave them off to play as the app explains by default.</source>
        <translation>Nämä säännöt voi lukea kahdella tavalla. Jätä ne pois päältä pelataksesi niin kuin sovellus oletuksena selittää.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Valmis</translation>
    </message>
    <message>
        <source>The printed boards differ here: check the marked values against your board and correct them once, the app remembers it.</source>
        <translation>Painetut laudat eroavat tässä: tarkista merkityt arvot omalta laudaltasi ja korjaa ne kerran, sovellus muistaa sen.</translation>
    </message>
    <message>
        <source>Starting cards: the app does not know this side&apos;s printed cards yet; put them on the board in round 1 (they are listed as pre-printed) and the app remembers them.</source>
        <translation>Aloituskortit: sovellus ei vielä tunne tämän puolen painettuja kortteja; laita ne laudalle kierroksella 1 (ne näkyvät esipainettuina), niin sovellus muistaa ne.</translation>
    </message>
    <message>
        <source>Campaign: everyone starts on Prince; each win moves the winner up one level (King, Emperor); a win on Emperor wins the campaign. A solo game is a win when it scores more than your best solo score so far (your first one needs a Hall of Fame title)</source>
        <translation>Kampanja: kaikki aloittavat Prinsseinä; jokainen voitto nostaa voittajaa yhden tason (Kuningas, Keisari); voitto Keisarina voittaa kampanjan. Yksinpeli on voitto, kun se tuottaa enemmän kuin tähänastinen paras yksinpelituloksesi (ensimmäinen tarvitsee kunniagallerian tittelin)</translation>
    </message>
</context>
<context>
    <name>SourcedText</name>
    <message>
        <source>Source</source>
        <translation>Lähde</translation>
    </message>
    <message>
        <source>Source of: %1</source>
        <translation>Lähde: %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Nations Companion</source>
        <translation>Nations Companion</translation>
    </message>
    <message>
        <source>The bookkeeping of your game of Nations: boards, Resolution Phase, scores.</source>
        <translation>Nations-pelisi kirjanpito: laudat, Ratkaisuvaihe, pisteet.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Tilastot</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Tallennettu: %1</translation>
    </message>
    <message>
        <source>The database is not available: nothing is saved.</source>
        <translation>Tietokanta ei ole käytettävissä: mitään ei tallenneta.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ohje</translation>
    </message>
    <message>
        <source>How a round goes, the keys, where your games are kept, the version (F1)</source>
        <translation>Miten kierros etenee, näppäimet, missä pelinne säilytetään, versio (F1)</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Tilastot</translation>
    </message>
    <message>
        <source>Finished games: %1</source>
        <translation>Päättyneet pelit: %1</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Alkuun</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Kaikki pelit</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Pelaajamäärä</translation>
    </message>
    <message>
        <source>Any players</source>
        <translation>Mitkä tahansa pelaajat</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Yksin</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 pelaajaa</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 pelaajaa</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 pelaajaa</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 pelaajaa</translation>
    </message>
    <message>
        <source>6 players</source>
        <translation>6 pelaajaa</translation>
    </message>
    <message>
        <source>Only games with</source>
        <translation>Vain pelit, joissa</translation>
    </message>
    <message>
        <source>Every player&apos;s games</source>
        <translation>Jokaisen pelaajan pelit</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <translation>Alkaen VVVV-KK-PP</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Ensimmäinen päivä</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <translation>Asti VVVV-KK-PP</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Viimeinen päivä</translation>
    </message>
    <message>
        <source>No finished game matches.</source>
        <translation>Mikään päättynyt peli ei täsmää.</translation>
    </message>
    <message>
        <source>Play a game to its final score (or widen the filters above): who wins with which nation, head-to-head records and each player&apos;s scores over time appear here.</source>
        <translation>Pelaa peli loppupisteisiin asti (tai laajenna yllä olevia suodattimia): kuka voittaa millä kansalla, keskinäiset tulokset ja kunkin pelaajan pisteet ajan mittaan näkyvät täällä.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Nations</source>
        <translation>Kansat</translation>
    </message>
    <message>
        <source>Rivals</source>
        <translation>Kilpakumppanit</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Paikat</translation>
    </message>
    <message>
        <source>One player</source>
        <translation>Yksi pelaaja</translation>
    </message>
    <message>
        <source>Only games with nations (Nations) are counted here.</source>
        <translation>Tässä lasketaan vain pelit, joissa on kansoja (Nations).</translation>
    </message>
    <message>
        <source>%1 has no nations.</source>
        <translation>Pelaajalla %1 ei ole kansoja.</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Keskimääräiset pisteet</translation>
    </message>
    <message>
        <source>Average score by nation</source>
        <translation>Keskimääräiset pisteet kansoittain</translation>
    </message>
    <message>
        <source>No two players have played a game together yet.</source>
        <translation>Kaksi pelaajaa ei ole vielä pelannut yhdessä.</translation>
    </message>
    <message>
        <source>Wins by seat (the order the players were entered at setup)</source>
        <translation>Voitot paikoittain (järjestys, jossa pelaajat syötettiin aloituksessa)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Choose a player to see their scores over time.</source>
        <translation>Valitse pelaaja nähdäksesi hänen pisteensä ajan mittaan.</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Pisteet ajan mittaan</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Keskiarvo</translation>
    </message>
    <message>
        <source>Average by final-score category: %1</source>
        <translation>Keskiarvo loppupisteiden luokittain: %1</translation>
    </message>
    <message>
        <source>Average by final-score category</source>
        <translation>Keskiarvo loppupisteiden luokittain</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Pelaajamäärän mukaan</translation>
    </message>
    <message>
        <source>Difficulty (solo games)</source>
        <translation>Vaikeustaso (yksinpelit)</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>Mikä tahansa vaikeustaso</translation>
    </message>
    <message>
        <source>Solo on Emperor</source>
        <translation>Yksinpeli Keisarina</translation>
    </message>
    <message>
        <source>Solo on King</source>
        <translation>Yksinpeli Kuninkaana</translation>
    </message>
    <message>
        <source>Solo on Prince</source>
        <translation>Yksinpeli Prinssinä</translation>
    </message>
    <message>
        <source>Solo on Chieftain</source>
        <translation>Yksinpeli Päällikkönä</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Korttisarja</translation>
    </message>
    <message>
        <source>Any card sets</source>
        <translation>Mitkä tahansa korttisarjat</translation>
    </message>
    <message>
        <source>With the base game</source>
        <translation>Peruspelin kanssa</translation>
    </message>
    <message>
        <source>With the expansion</source>
        <translation>Laajennuksen kanssa</translation>
    </message>
    <message>
        <source>With Dynasties</source>
        <translation>Dynasties-laajennuksen kanssa</translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation>Kampanjat</translation>
    </message>
    <message>
        <source>Solo games by difficulty</source>
        <translation>Yksinpelit vaikeustasoittain</translation>
    </message>
    <message>
        <source>No solo game for this player.</source>
        <translation>Tällä pelaajalla ei ole yksinpelejä.</translation>
    </message>
    <message>
        <source>No solo game matches. Play a game alone to its final score (Nations against the shadow opponent, or the Dice Game solo): its place in the Hall of Fame and your best score per difficulty appear here.</source>
        <translation>Yksikään yksinpeli ei täsmää. Pelaa peli yksin loppupisteisiin asti (Nations varjovastustajaa vastaan tai Dice Game yksin): sen sija kunniagalleriassa ja paras tuloksesi kullakin vaikeustasolla näkyvät tässä.</translation>
    </message>
    <message>
        <source>Hall of Fame position when finished</source>
        <translation>Sija kunniagalleriassa pelin päättyessä</translation>
    </message>
    <message>
        <source>Hall of Fame position over time, by difficulty</source>
        <translation>Sija kunniagalleriassa ajan mittaan, vaikeustasoittain</translation>
    </message>
    <message>
        <source>Personal bests by difficulty</source>
        <translation>Omat ennätykset vaikeustasoittain</translation>
    </message>
    <message>
        <source>No campaign yet. Give a campaign name when you set up a Nations game: everyone starts on Prince and each win moves the winner up a level. Each player&apos;s level game by game appears here.</source>
        <translation>Ei vielä kampanjaa. Anna kampanjalle nimi, kun aloitat Nations-pelin: kaikki aloittavat Prinsseinä ja jokainen voitto nostaa voittajaa tason. Jokaisen pelaajan taso peli peliltä näkyy tässä.</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampanja</translation>
    </message>
    <message>
        <source>Level after each game: %1</source>
        <translation>Taso kunkin pelin jälkeen: %1</translation>
    </message>
    <message>
        <source>Campaign progress</source>
        <translation>Kampanjan eteneminen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tilanne</translation>
    </message>
</context>
<context>
    <name>StatsTable</name>
    <message>
        <source>Nothing to show for these filters.</source>
        <translation>Näillä suodattimilla ei ole näytettävää.</translation>
    </message>
    <message>
        <source>Sort by %1</source>
        <translation>Järjestä: %1</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Nations Companion — the table</source>
        <translation>Nations Companion — pöytä</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kierros %1/%2</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Aikakausi %1</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>Vuorossa: %1</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Kasvu</translation>
    </message>
    <message>
        <source>Everyone has passed</source>
        <translation>Kaikki ovat passanneet</translation>
    </message>
    <message>
        <source>Architects left: %1</source>
        <translation>Arkkitehteja jäljellä: %1</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>vuorossa</translation>
    </message>
    <message>
        <source>passed (%1)</source>
        <translation>passasi (%1.)</translation>
    </message>
    <message>
        <source>Idle Workers</source>
        <translation>Vapaat Työläiset</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Sotilasvoima</translation>
    </message>
    <message>
        <source>Architects</source>
        <translation>Arkkitehdit</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Gold</source>
        <translation>Kulta</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Ruoka</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Kivi</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Kirjat</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Sotilasvoima</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Vakaus</translation>
    </message>
    <message>
        <source>Idle Workers</source>
        <translation>Vapaat Työläiset</translation>
    </message>
    <message>
        <source>Chieftain</source>
        <translation>Päällikkö</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prinssi</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Kuningas</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Keisari</translation>
    </message>
</context>
<context>
    <name>WonDraftPanel</name>
    <message>
        <source>Draft: pick %1 of %2 — %3</source>
        <translation>Valinta: valitse %1/%2 — %3</translation>
    </message>
    <message>
        <source>Draft complete</source>
        <translation>Valinta valmis</translation>
    </message>
    <message>
        <source>draft round %1, %2; takes %3</source>
        <translation>valintakierros %1, %2; ottaa %3</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>myötäpäivään</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>vastapäivään</translation>
    </message>
    <message>
        <source>an Industry Package</source>
        <translation>Teollisuuspaketti</translation>
    </message>
    <message>
        <source>a Commodity Package</source>
        <translation>Hyödykepaketti</translation>
    </message>
    <message>
        <source>an Industry or a Commodity Package</source>
        <translation>Teollisuus- tai Hyödykepaketti</translation>
    </message>
    <message>
        <source>taken by %1</source>
        <translation>otti %1</translation>
    </message>
    <message>
        <source>not in the draft with 5 players (rulebook line 491)</source>
        <translation>ei valinnassa 5 pelaajalla (sääntökirjan rivi 491)</translation>
    </message>
    <message>
        <source>What each player drafted</source>
        <translation>Mitä kukin pelaaja valitsi</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>ei vielä mitään</translation>
    </message>
</context>
<context>
    <name>WonGamePage</name>
    <message>
        <source>Home</source>
        <translation>Alkuun</translation>
    </message>
    <message>
        <source>Setup — the Package draft</source>
        <translation>Aloitus — Pakettien valinta</translation>
    </message>
    <message>
        <source>Round %1 — Trade</source>
        <translation>Kierros %1 — Kauppa</translation>
    </message>
    <message>
        <source>Round %1 — Develop</source>
        <translation>Kierros %1 — Kehitys</translation>
    </message>
    <message>
        <source>Round %1 — Produce</source>
        <translation>Kierros %1 — Tuotanto</translation>
    </message>
    <message>
        <source>Final Produce</source>
        <translation>Viimeinen Tuotanto</translation>
    </message>
    <message>
        <source>Final Trade</source>
        <translation>Viimeinen Kauppa</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>first: %1</source>
        <translation>ensin: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Kumoa</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Tee uudelleen</translation>
    </message>
    <message>
        <source>Buy and sell at the Markets, barter, take or repay notes. The phase ends when all pass in succession.</source>
        <translation>Osta ja myy Markkinoilla, vaihtokauppaa, ota tai maksa velkakirjoja. Vaihe päättyy, kun kaikki passaavat peräkkäin.</translation>
    </message>
    <message>
        <source>Place Flags, build, move, automate. At the end of the phase the end of the game is checked: a player&apos;s %1 Flags all placed (%2), %3 of %4 stacks empty (%5 empty), or every hex filled.</source>
        <translation>Aseta Liput, rakenna, siirrä, automatisoi. Vaiheen lopussa tarkistetaan pelin loppu: pelaajan %1 Lippua kaikki asetettu (%2), %3/%4 pinoa tyhjänä (%5 tyhjänä) tai jokainen ruutu täynnä.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>kyllä</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ei</translation>
    </message>
    <message>
        <source>Each player enters the Blocs run (or none).</source>
        <translation>Jokainen pelaaja syöttää ajamansa Blokit (tai ei mitään).</translation>
    </message>
    <message>
        <source>The end was triggered: this is the final Produce phase, then one final Trade.</source>
        <translation>Loppu laukesi: tämä on viimeinen Tuotantovaihe, sitten yksi viimeinen Kauppa.</translation>
    </message>
    <message>
        <source>Final Trade: sell off (market sales go on each player&apos;s paper), then each player enters their money on the Score tab.</source>
        <translation>Viimeinen Kauppa: myy pois (markkinamyynnit menevät kunkin pelaajan paperille), sitten kukin pelaaja syöttää rahansa Pisteet-välilehdelle.</translation>
    </message>
    <message>
        <source>every hex filled</source>
        <translation>jokainen ruutu täynnä</translation>
    </message>
    <message>
        <source>End Trade</source>
        <translation>Lopeta Kauppa</translation>
    </message>
    <message>
        <source>End Develop</source>
        <translation>Lopeta Kehitys</translation>
    </message>
    <message>
        <source>End Produce</source>
        <translation>Lopeta Tuotanto</translation>
    </message>
    <message>
        <source>End final Produce</source>
        <translation>Lopeta viimeinen Tuotanto</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Lopeta peli</translation>
    </message>
    <message>
        <source>Markets</source>
        <translation>Markkinat</translation>
    </message>
    <message>
        <source>Players and Develop</source>
        <translation>Pelaajat ja Kehitys</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Tuotanto</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pisteet</translation>
    </message>
</context>
<context>
    <name>WonMarketsPanel</name>
    <message>
        <source>Trading:</source>
        <translation>Kauppa:</translation>
    </message>
    <message>
        <source>Correct prices…</source>
        <translation>Korjaa hintoja…</translation>
    </message>
    <message>
        <source>%1 of %2 cubes</source>
        <translation>%1/%2 kuutiota</translation>
    </message>
    <message>
        <source>Buy $%1</source>
        <translation>Osta $%1</translation>
    </message>
    <message>
        <source>Sell $%1</source>
        <translation>Myy $%1</translation>
    </message>
    <message>
        <source>barter: no cube</source>
        <translation>vaihtokauppa: ei kuutiota</translation>
    </message>
    <message>
        <source>barter about $%1</source>
        <translation>vaihtokauppa noin $%1</translation>
    </message>
    <message>
        <source>empty: buy $%1 · full: sell $%2</source>
        <translation>tyhjä: osta $%1 · täysi: myy $%2</translation>
    </message>
    <message>
        <source>Promissory notes</source>
        <translation>Velkakirjat</translation>
    </message>
    <message>
        <source>any time in the Trade phase</source>
        <translation>milloin tahansa Kauppavaiheessa</translation>
    </message>
    <message>
        <source>* = corrected by the table.</source>
        <translation>* = pöydän korjaama.</translation>
    </message>
</context>
<context>
    <name>WonNotesRow</name>
    <message>
        <source>Notes held: %1 · next note $%2</source>
        <translation>Velkakirjoja hallussa: %1 · seuraava velkakirja $%2</translation>
    </message>
    <message>
        <source>Take note +$%1</source>
        <translation>Ota velkakirja +$%1</translation>
    </message>
    <message>
        <source>Repay $%1</source>
        <translation>Maksa $%1</translation>
    </message>
</context>
<context>
    <name>WonPlayersPanel</name>
    <message>
        <source>Flags %1 of %2</source>
        <translation>Liput %1/%2</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>ei laattoja</translation>
    </message>
    <message>
        <source>Automation %1</source>
        <translation>Automaatio %1</translation>
    </message>
    <message>
        <source>Give a note</source>
        <translation>Anna velkakirja</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Lippu</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>pakotettu</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Rakenna</translation>
    </message>
    <message>
        <source>move</source>
        <translation>siirrä</translation>
    </message>
    <message>
        <source>onto own Flags</source>
        <translation>omien Lippujen päälle</translation>
    </message>
    <message>
        <source>Move tiles</source>
        <translation>Siirrä laattoja</translation>
    </message>
    <message>
        <source>Automate</source>
        <translation>Automatisoi</translation>
    </message>
    <message>
        <source>Develop costs</source>
        <translation>Kehityksen hinnat</translation>
    </message>
    <message>
        <source>Flag: %1</source>
        <translation>Lippu: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Forced: + %1</source>
        <translation>Pakotettu: + %1</translation>
    </message>
    <message>
        <source>Move up to %1 tiles: %2</source>
        <translation>Siirrä enintään %1 laattaa: %2</translation>
    </message>
    <message>
        <source>Automate: %1</source>
        <translation>Automatisoi: %1</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Määrät</translation>
    </message>
    <message>
        <source>%1 in the stack: %2</source>
        <translation>%1 pinossa: %2</translation>
    </message>
    <message>
        <source>Empty stacks: %1 of %2 (%3 end the game)</source>
        <translation>Tyhjiä pinoja: %1/%2 (%3 päättää pelin)</translation>
    </message>
    <message>
        <source>Notes held: %1 of %2 in the box</source>
        <translation>Velkakirjoja hallussa: %1/%2 laatikossa</translation>
    </message>
    <message>
        <source>, %1 on paper</source>
        <translation>, %1 paperilla</translation>
    </message>
    <message>
        <source>Automation: %1 of %2 tokens</source>
        <translation>Automaatio: %1/%2 merkkiä</translation>
    </message>
    <message>
        <source>, %1 pennies</source>
        <translation>, %1 penniä</translation>
    </message>
</context>
<context>
    <name>WonPricesDialog</name>
    <message>
        <source>Correct the printed prices</source>
        <translation>Korjaa painetut hinnat</translation>
    </message>
    <message>
        <source>buy price of a well</source>
        <translation>kolon ostohinta</translation>
    </message>
    <message>
        <source>sell price of a well</source>
        <translation>kolon myyntihinta</translation>
    </message>
    <message>
        <source>barter price of a well</source>
        <translation>kolon vaihtohinta</translation>
    </message>
    <message>
        <source>buy price when empty</source>
        <translation>ostohinta tyhjänä</translation>
    </message>
    <message>
        <source>sell price when full</source>
        <translation>myyntihinta täynnä</translation>
    </message>
    <message>
        <source>Wells are counted from the upper left (highest prices).</source>
        <translation>Kolot lasketaan vasemmasta yläkulmasta (korkeimmat hinnat).</translation>
    </message>
    <message>
        <source>well</source>
        <translation>kolo</translation>
    </message>
    <message>
        <source>printed value $</source>
        <translation>painettu arvo $</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Korjaa</translation>
    </message>
    <message>
        <source>Printed value</source>
        <translation>Painettu arvo</translation>
    </message>
    <message>
        <source>Corrections in this game</source>
        <translation>Korjaukset tässä pelissä</translation>
    </message>
    <message>
        <source>well %1</source>
        <translation>kolo %1</translation>
    </message>
    <message>
        <source>Kept for the next games: %1</source>
        <translation>Säilytetään seuraaviin peleihin: %1</translation>
    </message>
    <message>
        <source>Forget them</source>
        <translation>Unohda ne</translation>
    </message>
    <message>
        <source>Cubes in a Market&apos;s rows</source>
        <translation>Kuutiot Markkinan riveillä</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Aseta</translation>
    </message>
</context>
<context>
    <name>WonProducePanel</name>
    <message>
        <source>nothing</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>Blocs of:</source>
        <translation>Blokit:</translation>
    </message>
    <message>
        <source>Industry</source>
        <translation>Teollisuus</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Laatat</translation>
    </message>
    <message>
        <source>Full dots</source>
        <translation>Täydet pisteet</translation>
    </message>
    <message>
        <source>Tiles fed</source>
        <translation>Ruokitut laatat</translation>
    </message>
    <message>
        <source>Shared dots</source>
        <translation>Jaetut pisteet</translation>
    </message>
    <message>
        <source>Dots on unfed tiles</source>
        <translation>Pisteet ruokkimattomilla laatoilla</translation>
    </message>
    <message>
        <source>Automated</source>
        <translation>Automatisoitu</translation>
    </message>
    <message>
        <source>fed with Ore</source>
        <translation>ruokittu Malmilla</translation>
    </message>
    <message>
        <source>This Bloc %1</source>
        <translation>Tämä Blokki %1</translation>
    </message>
    <message>
        <source>Add this Bloc</source>
        <translation>Lisää tämä Blokki</translation>
    </message>
    <message>
        <source>%1 × %2, %3 dots: %4</source>
        <translation>%1 × %2, %3 pistettä: %4</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Poista</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>ei syötetty</translation>
    </message>
    <message>
        <source>spent %1, made %2, Bank $%3</source>
        <translation>käytti %1, tuotti %2, Pankki $%3</translation>
    </message>
    <message>
        <source>%1 produces nothing</source>
        <translation>%1 ei tuota mitään</translation>
    </message>
    <message numerus="yes">
        <source>Store %n Bloc(s) of %1</source>
        <translation>
            <numerusform>Tallenna %n Blokki (%1)</numerusform>
            <numerusform>Tallenna %n Blokkia (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WonScorePanel</name>
    <message>
        <source>Final score</source>
        <translation>Loppupisteet</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Pisteet tähän mennessä</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 VP</translation>
    </message>
    <message>
        <source>final Trade: %1$%2</source>
        <translation>viimeinen Kauppa: %1$%2</translation>
    </message>
    <message>
        <source>money $</source>
        <translation>rahaa $</translation>
    </message>
    <message>
        <source>private</source>
        <translation>oma</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Syötä</translation>
    </message>
    <message>
        <source>Rulebook, %1</source>
        <translation>Sääntökirja, %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Jaettu voitto: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Voittaja: %1</translation>
    </message>
</context>
<context>
    <name>WonSetupPage</name>
    <message>
        <source>New game of Wealth of Nations</source>
        <translation>Uusi Wealth of Nations -peli</translation>
    </message>
    <message>
        <source>Enter the players clockwise around the table, each with the nation of their Flags. Mark who drew the Generator: that player drafts first and starts round 1.</source>
        <translation>Syötä pelaajat myötäpäivään pöydän ympäri, kukin Lippujensa kansan kanssa. Merkitse, kuka nosti Generaattorin: hän valitsee ensin ja aloittaa kierroksen 1.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pelaaja %1</translation>
    </message>
    <message>
        <source>drew the Generator</source>
        <translation>nosti Generaattorin</translation>
    </message>
    <message numerus="yes">
        <source>%n price correction(s) from earlier games apply.</source>
        <translation>
            <numerusform>%n hintakorjaus aiemmista peleistä on voimassa.</numerusform>
            <numerusform>%n hintakorjausta aiemmista peleistä on voimassa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the draft</source>
        <translation>Aloita valinta</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
</context>
<context>
    <name>WonStartPanel</name>
    <message>
        <source>Wealth of Nations</source>
        <translation>Wealth of Nations</translation>
    </message>
    <message>
        <source>Resume round %1</source>
        <translation>Jatka kierrosta %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source> · in progress</source>
        <translation> · kesken</translation>
    </message>
    <message>
        <source> · abandoned</source>
        <translation> · keskeytetty</translation>
    </message>
</context>
<context>
    <name>nc::app::CardScanner</name>
    <message>
        <source>Looking for labels… hold a card&apos;s label in view.</source>
        <translation>Etsitään tarroja… pidä kortin tarra näkyvissä.</translation>
    </message>
    <message>
        <source>Scanning %1…</source>
        <translation>Luetaan %1…</translation>
    </message>
    <message>
        <source>Nothing to scan in that drop: drop image files (JPEG, PNG...).</source>
        <translation>Pudotuksessa ei ollut luettavaa: pudota kuvatiedostoja (JPEG, PNG...).</translation>
    </message>
    <message>
        <source> One photo at a time: scanning %1, not the other %2.</source>
        <translation> Yksi kuva kerrallaan: luetaan %1, ei muita %2.</translation>
    </message>
    <message>
        <source>In view</source>
        <translation>Näkyvissä</translation>
    </message>
    <message>
        <source>No label code found in %1. Photograph the labels square on, closer, in even light.</source>
        <translation>Kuvasta %1 ei löytynyt tarrakoodia. Kuvaa tarrat suoraan edestä, lähempää ja tasaisessa valossa.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Applied for %1: %2.</source>
        <translation>Lisätty pelaajalle %1: %2.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Hylätty: %1</translation>
    </message>
    <message>
        <source>Nothing ticked to apply.</source>
        <translation>Mitään ei ole rastitettu lisättäväksi.</translation>
    </message>
    <message>
        <source>%1: 1 code found</source>
        <translation>%1: 1 koodi löytyi</translation>
    </message>
    <message>
        <source>%1: %2 codes found</source>
        <translation>%1: %2 koodia löytyi</translation>
    </message>
    <message>
        <source>, %1 ticked to apply</source>
        <translation>, %1 rastitettu lisättäväksi</translation>
    </message>
    <message>
        <source>, %1 to check</source>
        <translation>, %1 tarkistettavana</translation>
    </message>
    <message>
        <source>, %1 not to add (see why)</source>
        <translation>, %1 ei lisätä (katso miksi)</translation>
    </message>
</context>
<context>
    <name>nc::app::DiceGame</name>
    <message>
        <source>Famine needs %1 Food, War needs %2 Strength</source>
        <translation>Nälänhätä vaatii %1 Ruokaa, Sota %2 Sotilasvoimaa</translation>
    </message>
    <message>
        <source>; Food reachable: %1</source>
        <translation>; saavutettava Ruoka: %1</translation>
    </message>
    <message>
        <source>Rulebook of the Dice Game: %1</source>
        <translation>Noppapelin sääntökirja: %1</translation>
    </message>
</context>
<context>
    <name>nc::app::GameController</name>
    <message>
        <source>The game database cannot be used, nothing will be saved: %1</source>
        <translation>Pelitietokantaa ei voi käyttää, mitään ei tallenneta: %1</translation>
    </message>
    <message>
        <source>The card tiers cannot be read: %1</source>
        <translation>Korttien tasoja ei voi lukea: %1</translation>
    </message>
    <message>
        <source>Nothing can be changed: game %1 is damaged at action %2 and shown read-only. Start a new game to play on.</source>
        <translation>Mitään ei voi muuttaa: peli %1 on vaurioitunut toiminnon %2 kohdalla ja näytetään vain luettavana. Aloita uusi peli jatkaaksesi.</translation>
    </message>
    <message>
        <source>Nothing can be saved: the database is not available.</source>
        <translation>Mitään ei voi tallentaa: tietokanta ei ole käytettävissä.</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Ei peliä käynnissä.</translation>
    </message>
    <message>
        <source>%1. Apply anyway records it as a manual correction.</source>
        <translation>%1. ”Hyväksy silti” kirjaa sen käsin tehdyksi korjaukseksi.</translation>
    </message>
    <message>
        <source>%1&apos;s starting cards could not be remembered for the next game: %2</source>
        <translation>Pelaajan %1 aloituskortteja ei voitu muistaa seuraavaan peliin: %2</translation>
    </message>
    <message>
        <source>Nothing to undo: the game is as it was set up.</source>
        <translation>Ei kumottavaa: peli on sellaisena kuin se aloitettiin.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Ei uudelleen tehtävää.</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Kasvu</translation>
    </message>
    <message>
        <source>Event Card</source>
        <translation>Tapahtumakortti</translation>
    </message>
    <message>
        <source>board edit</source>
        <translation>laudan muokkaus</translation>
    </message>
    <message>
        <source>War</source>
        <translation>Sota</translation>
    </message>
    <message>
        <source>pass order</source>
        <translation>passausjärjestys</translation>
    </message>
    <message>
        <source>production effects</source>
        <translation>tuotantovaikutukset</translation>
    </message>
    <message>
        <source>solo tile</source>
        <translation>yksinpelin laatta</translation>
    </message>
    <message>
        <source>resolution answer</source>
        <translation>ratkaisun vastaus</translation>
    </message>
    <message>
        <source>player order</source>
        <translation>pelijärjestys</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>osto</translation>
    </message>
    <message>
        <source>Worker deployed</source>
        <translation>Työläinen sijoitettu</translation>
    </message>
    <message>
        <source>Workers undeployed</source>
        <translation>Työläiset vedetty pois</translation>
    </message>
    <message>
        <source>Architect hired</source>
        <translation>Arkkitehti palkattu</translation>
    </message>
    <message>
        <source>special action</source>
        <translation>erikoistoiminto</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passaus</translation>
    </message>
    <message>
        <source>result correction</source>
        <translation>tuloksen korjaus</translation>
    </message>
    <message>
        <source>confirmed Resolution Phase</source>
        <translation>vahvistettu Ratkaisuvaihe</translation>
    </message>
    <message>
        <source>%1 (manual correction)</source>
        <translation>%1 (käsin tehty korjaus)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>There is no player %1.</source>
        <translation>Pelaajaa %1 ei ole.</translation>
    </message>
    <message>
        <source>Nothing can be loaded: the database is not available.</source>
        <translation>Mitään ei voi ladata: tietokanta ei ole käytettävissä.</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1</source>
        <translation>Keskeneräistä peliä ei voitu jatkaa: %1</translation>
    </message>
    <message>
        <source>Game %1 is not in the database.</source>
        <translation>Peliä %1 ei ole tietokannassa.</translation>
    </message>
    <message>
        <source>Game %1 was logged without the app: it has its final scores only (History page).</source>
        <translation>Peli %1 kirjattiin ilman sovellusta: siitä on vain loppupisteet (Historia-sivu).</translation>
    </message>
    <message>
        <source>Game %1 was not played to the end.</source>
        <translation>Peliä %1 ei pelattu loppuun.</translation>
    </message>
    <message>
        <source>Game %1 cannot be opened: its setup is damaged (row 1 of its log). %2</source>
        <translation>Peliä %1 ei voi avata: sen aloitustiedot ovat vaurioituneet (lokin rivi 1). %2</translation>
    </message>
    <message>
        <source>as it was set up</source>
        <translation>sellaisena kuin se aloitettiin</translation>
    </message>
    <message>
        <source>as it was after action %1</source>
        <translation>sellaisena kuin se oli toiminnon %1 jälkeen</translation>
    </message>
    <message>
        <source>This game is damaged at action %1 (row %2 of its log): %3. It is shown read-only %4; nothing can be changed in it.</source>
        <translation>Tämä peli on vaurioitunut toiminnon %1 kohdalla (lokin rivi %2): %3. Se näytetään vain luettavana %4; siihen ei voi tehdä muutoksia.</translation>
    </message>
    <message>
        <source>A game cannot be started: the database is not available.</source>
        <translation>Peliä ei voi aloittaa: tietokanta ei ole käytettävissä.</translation>
    </message>
    <message>
        <source>Unknown difficulty for %1.</source>
        <translation>Tuntematon vaikeustaso pelaajalle %1.</translation>
    </message>
    <message>
        <source>Seat %1 has no player name.</source>
        <translation>Paikalla %1 ei ole pelaajan nimeä.</translation>
    </message>
    <message>
        <source>An event that takes and gives (Tonghak movement) takes first</source>
        <translation>Tapahtuma, joka ottaa ja antaa (Tonghak-liike), ottaa ensin</translation>
    </message>
    <message>
        <source>Default: the gain comes first, as in Production. Sources: FAQ R-02, Rulebook p.19 (Events).</source>
        <translation>Oletus: saatava tulee ensin, kuten Tuotannossa. Lähteet: FAQ R-02, sääntökirja s. 19 (Tapahtumat).</translation>
    </message>
    <message>
        <source>Frederic Chopin doubles the Books left after cards consume Books</source>
        <translation>Frederic Chopin kaksinkertaistaa Kirjat, jotka jäävät korttien kulutuksen jälkeen</translation>
    </message>
    <message>
        <source>Default: only the Books produced are doubled. Source: Rulebook p.18 (Production).</source>
        <translation>Oletus: vain tuotetut Kirjat kaksinkertaistuvat. Lähde: sääntökirja s. 18 (Tuotanto).</translation>
    </message>
    <message>
        <source>Versailles ties with nations in revolt for the least Stability</source>
        <translation>Versailles on tasoissa kapinoivien kansojen kanssa vähimmästä Vakaudesta</translation>
    </message>
    <message>
        <source>Default: the owner of Versailles is the least stable alone. Sources: card text, Rulebook p.8.</source>
        <translation>Oletus: Versaillesin omistaja on yksin vähiten vakaa. Lähteet: kortin teksti, sääntökirja s. 8.</translation>
    </message>
    <message>
        <source>Negative Military Strength costs like a revolt and loses every War</source>
        <translation>Negatiivinen Sotilasvoima maksaa kuin kapina ja häviää jokaisen Sodan</translation>
    </message>
    <message>
        <source>Default: no penalty, and it counts as 0 against the War. Source: FAQ R-16.</source>
        <translation>Oletus: ei rangaistusta, ja se lasketaan nollaksi Sotaa vastaan. Lähde: FAQ R-16.</translation>
    </message>
    <message>
        <source>Unknown Progress Card &quot;%1&quot;.</source>
        <translation>Tuntematon Edistyskortti ”%1”.</translation>
    </message>
    <message>
        <source>A card tier is basic, advanced or expert (Rulebook p.11), not &quot;%1&quot;.</source>
        <translation>Kortin taso on perus, edistynyt tai asiantuntija (sääntökirja s. 11), ei ”%1”.</translation>
    </message>
    <message>
        <source>The game database is not available: the tier cannot be kept.</source>
        <translation>Pelitietokanta ei ole käytettävissä: tasoa ei voi tallentaa.</translation>
    </message>
    <message>
        <source>The tier was not saved: %1</source>
        <translation>Tasoa ei tallennettu: %1</translation>
    </message>
    <message>
        <source>%1 has already passed.</source>
        <translation>%1 on jo passannut.</translation>
    </message>
    <message>
        <source>There is no such adjustment.</source>
        <translation>Tällaista säätöä ei ole.</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;.</source>
        <translation>Tuntematon kortti ”%1”.</translation>
    </message>
    <message>
        <source>Open the resolution first.</source>
        <translation>Avaa ensin ratkaisu.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Kaikki</translation>
    </message>
    <message>
        <source>There is no refused action to record anyway.</source>
        <translation>Ei hylättyä toimintoa kirjattavaksi silti.</translation>
    </message>
    <message>
        <source>Marked by %1 (%2): %3 Gold more, paid to %1</source>
        <translation>Merkinnyt %1 (%2): %3 Kultaa enemmän, maksetaan pelaajalle %1</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (/%2)</translation>
    </message>
    <message>
        <source>%1 special</source>
        <translation>%1 erikoiskyky</translation>
    </message>
    <message>
        <source>%1 (place %2 in player order)</source>
        <translation>%1 (%2. pelijärjestyksessä)</translation>
    </message>
    <message>
        <source>Tie: %1 have %2 VP each.</source>
        <translation>Tasapeli: pelaajilla %1 on kullakin %2 VP.</translation>
    </message>
    <message>
        <source> ahead of </source>
        <translation> ennen pelaajaa </translation>
    </message>
    <message>
        <source>Ties are resolved in player order: %1.</source>
        <translation>Tasapelit ratkaistaan pelijärjestyksessä: %1.</translation>
    </message>
    <message>
        <source>Rulebook p.20, Game end</source>
        <translation>sääntökirja s. 20, Pelin loppu</translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryEditor</name>
    <message>
        <source>The database is not available: there is no history to edit.</source>
        <translation>Tietokanta ei ole käytettävissä: muokattavaa historiaa ei ole.</translation>
    </message>
    <message>
        <source>%1: %2 (was &quot;%3&quot;)</source>
        <translation>%1: %2 (oli ”%3”)</translation>
    </message>
    <message>
        <source>The database is not available: nothing can be changed.</source>
        <translation>Tietokanta ei ole käytettävissä: mitään ei voi muuttaa.</translation>
    </message>
    <message>
        <source>Choose the game that was played.</source>
        <translation>Valitse pelattu peli.</translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryFiles</name>
    <message numerus="yes">
        <source>Backed up %n game(s) to %1.</source>
        <translation>
            <numerusform>Varmuuskopioitiin %n peli tiedostoon %1.</numerusform>
            <numerusform>Varmuuskopioitiin %n peliä tiedostoon %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The backup was not written: %1</source>
        <translation>Varmuuskopiota ei kirjoitettu: %1</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n game(s) from %1.</source>
        <translation>
            <numerusform>Palautettiin %n peli tiedostosta %1.</numerusform>
            <numerusform>Palautettiin %n peliä tiedostosta %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was restored: %1</source>
        <translation>Mitään ei palautettu: %1</translation>
    </message>
    <message>
        <source>Unknown export format &quot;%1&quot;.</source>
        <translation>Tuntematon vientimuoto ”%1”.</translation>
    </message>
    <message>
        <source>The export was not written: %1</source>
        <translation>Vientiä ei kirjoitettu: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n game(s) to %1.</source>
        <translation>
            <numerusform>Vietiin %n peli tiedostoon %1.</numerusform>
            <numerusform>Vietiin %n peliä tiedostoon %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for the running job to end, or cancel it.</source>
        <translation>Odota, että käynnissä oleva työ päättyy, tai peruuta se.</translation>
    </message>
    <message>
        <source>The database is not available.</source>
        <translation>Tietokanta ei ole käytettävissä.</translation>
    </message>
    <message>
        <source>Restore cancelled: the database was not changed.</source>
        <translation>Palautus peruutettiin: tietokantaa ei muutettu.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Peruutettu: mitään ei kirjoitettu.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n game(s) from %1, but the restored database cannot be opened: %2</source>
        <translation>
            <numerusform>Palautettiin %n peli tiedostosta %1, mutta palautettua tietokantaa ei voi avata: %2</numerusform>
            <numerusform>Palautettiin %n peliä tiedostosta %1, mutta palautettua tietokantaa ei voi avata: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryModel</name>
    <message>
        <source>damaged (setup)</source>
        <translation>vaurioitunut (aloitus)</translation>
    </message>
    <message>
        <source>damaged (action %1)</source>
        <translation>vaurioitunut (toiminto %1)</translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryStatistics</name>
    <message>
        <source>The database is not available: there is no history to count.</source>
        <translation>Tietokanta ei ole käytettävissä: laskettavaa historiaa ei ole.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Pelejä</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Voittoja</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Voitto-%</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Keskiarvo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Paras</translation>
    </message>
    <message>
        <source>Best solo</source>
        <translation>Paras yksinpeli</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Kansa</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Puoli</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>Kilpakumppani</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Yhteisiä pelejä</translation>
    </message>
    <message>
        <source>Player ahead</source>
        <translation>Pelaaja edellä</translation>
    </message>
    <message>
        <source>Rival ahead</source>
        <translation>Kilpakumppani edellä</translation>
    </message>
    <message>
        <source>Same place</source>
        <translation>Sama sija</translation>
    </message>
    <message>
        <source>Seat at setup</source>
        <translation>Paikka aloituksessa</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Päivä</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Sija</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Luokka</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Pelit</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Keisari</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Kuningas</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prinssi</translation>
    </message>
    <message>
        <source>Chieftain</source>
        <translation>Päällikkö</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Vaikeustaso</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Yksinpelit</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Hall of Fame position</source>
        <translation>Sija kunniagalleriassa</translation>
    </message>
    <message>
        <source>Personal best</source>
        <translation>Oma ennätys</translation>
    </message>
    <message>
        <source>Reached on</source>
        <translation>Saavutettu</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Taso</translation>
    </message>
    <message>
        <source>After game</source>
        <translation>Pelin jälkeen</translation>
    </message>
    <message>
        <source>Won the campaign</source>
        <translation>Voitti kampanjan</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampanja</translation>
    </message>
</context>
<context>
    <name>nc::app::PlayerBoardModel</name>
    <message>
        <source>%1: 0 (no card, Worker or section gives any)</source>
        <translation>%1: 0 (mikään kortti, Työläinen tai osio ei anna sitä)</translation>
    </message>
</context>
<context>
    <name>nc::app::SessionGame</name>
    <message>
        <source>The game database cannot be used, nothing will be saved: %1</source>
        <translation>Pelitietokantaa ei voi käyttää, mitään ei tallenneta: %1</translation>
    </message>
    <message>
        <source>This game is damaged at row %1 of its log: %2. It is shown read-only as it was before; nothing can be changed in it.</source>
        <translation>Tämä peli on vaurioitunut lokin rivillä %1: %2. Se näytetään vain luettavana sellaisena kuin se oli aiemmin; siihen ei voi tehdä muutoksia.</translation>
    </message>
    <message>
        <source>Nothing can be saved: the database is not available.</source>
        <translation>Mitään ei voi tallentaa: tietokanta ei ole käytettävissä.</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Ei peliä käynnissä.</translation>
    </message>
    <message>
        <source>A game cannot be started: the database is not available.</source>
        <translation>Peliä ei voi aloittaa: tietokanta ei ole käytettävissä.</translation>
    </message>
    <message>
        <source>The result could not be stored: %1</source>
        <translation>Tulosta ei voitu tallentaa: %1</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1</source>
        <translation>Keskeneräistä peliä ei voitu jatkaa: %1</translation>
    </message>
</context>
<context>
    <name>nc::app::WealthGame</name>
    <message>
        <source>Default prices: %1 (%2). Correct any value the boards print differently; corrections are kept for the next games.</source>
        <translation>Oletushinnat: %1 (%2). Korjaa jokainen arvo, joka laudoilla on painettu toisin; korjaukset säilyvät seuraaviin peleihin.</translation>
    </message>
    <message>
        <source>spends %1, makes %2</source>
        <translation>käyttää %1, tuottaa %2</translation>
    </message>
    <message>
        <source>spends %1, the Bank pays $%2</source>
        <translation>käyttää %1, Pankki maksaa $%2</translation>
    </message>
    <message>
        <source>The price correction is in this game but could not be kept for the next ones: %1</source>
        <translation>Hintakorjaus on tässä pelissä, mutta sitä ei voitu säilyttää seuraaviin: %1</translation>
    </message>
    <message>
        <source>Nothing can be saved: the database is not available.</source>
        <translation>Mitään ei voi tallentaa: tietokanta ei ole käytettävissä.</translation>
    </message>
    <message>
        <source>Wealth of Nations rulebook: %1</source>
        <translation>Wealth of Nations -sääntökirja: %1</translation>
    </message>
</context>
</TS>
