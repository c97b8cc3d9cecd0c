// The engine's explanation lines in the players' language (issue 16 §5): a real Resolution Phase and a real
// final score computed by the engine, rendered with the German and the Finnish translations loaded. Every
// template the lines use is translated (none is left in English), every argument is filled in (names and
// numbers as printed, no %1 left), every template is in the list lupdate reads (engine_messages.cpp), and
// with the English translation the lines read exactly as ExplanationLine::text() (the CLI's and the stored
// text).
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include <functional>

#include <nlohmann/json.hpp>

#include "app_test_support.h"
#include "catalog/embedded_catalog.h"
#include "nations/playerboardmodel.h"
#include "i18n/engine_text.h"
#include "nations/final_score.h"
#include "nations/resolution.h"
#include "settings/app_settings.h"

using namespace nc;
using namespace nc::nations;

namespace {

/// Three nations at the end of the first age with a War, hungry and unstable: Production with upkeep and a
/// revolt, shortages, player order, a War with defeats, the events, famine and Books scoring.
GameState busyRound()
{
    GameState s;
    s.round = 2;
    s.phase = Phase::Resolution;
    const std::vector<std::string> nations = {"china", "persia", "rome"};
    for (int i = 0; i < 3; ++i) {
        PlayerState p;
        p.name = std::string(1, char('A' + i)) + "nna";
        p.nation = nations[size_t(i)];
        p.side = 'A';
        p.populationTaken = {2 + i, 3};
        p.food = i; // too little for the upkeep: shortages
        p.books = 2 * i;
        p.vp = 3;
        s.players.push_back(p);
        s.playerOrder.push_back(i);
    }
    s.roundInputs.eventCard = "pax_romana__han_dynasty"; // famine 2
    s.roundInputs.growth.assign(3, "");
    s.roundInputs.war = WarState{"wars_of_alexander", 6, 1};
    return s;
}

/// Every template (not literal) of the message, nested ones included.
void templatesOf(const Message &m, QSet<QString> &out)
{
    if (m.literal)
        return;
    if (!m.text.empty())
        out.insert(QString::fromStdString(m.text));
    for (const auto &a : m.args)
        templatesOf(a, out);
}

/// Every literal argument of the message (names and numbers that must appear as printed).
void literalsOf(const Message &m, QStringList &out)
{
    for (const auto &a : m.args) {
        if (a.literal)
            out.append(QString::fromStdString(a.text));
        else
            literalsOf(a, out);
    }
}

QSet<QString> templatesOf(const ExplanationLine &l)
{
    QSet<QString> out;
    if (l.quantity)
        templatesOf(quantityName(*l.quantity), out);
    templatesOf(l.noteMessage, out);
    for (const auto &i : l.items)
        templatesOf(i.labelMessage, out);
    return out;
}

std::vector<ExplanationLine> linesOf(const ResolutionResult &r, const FinalScore &f)
{
    std::vector<ExplanationLine> out;
    for (const auto &st : r.steps)
        out.insert(out.end(), st.lines.begin(), st.lines.end());
    for (const auto &row : f.rows)
        out.insert(out.end(), row.lines.begin(), row.lines.end());
    return out;
}

} // namespace

class TestEngineText : public QObject
{
    Q_OBJECT

    Catalog m_catalog = nc::app::loadEmbeddedCatalog();
    std::vector<ExplanationLine> m_lines;

    void checkLanguage(const QString &language)
    {
        QTranslator tr;
        QVERIFY(tr.load(QStringLiteral("nations-companion_") + language, QStringLiteral(":/i18n")));
        QCOMPARE(nc::app::AppSettings::installTranslator(language), language);
        const QSet<QString> listed = [] {
            QSet<QString> s;
            for (const char *t : nc::app::engineTemplates())
                s.insert(QString::fromUtf8(t));
            return s;
        }();
        static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
        int translatedLines = 0;
        for (const auto &l : m_lines) {
            const QString english = QString::fromStdString(l.text());
            const QString shown = nc::app::explanationText(l);
            bool changes = false;
            for (const QString &t : templatesOf(l)) {
                QVERIFY2(listed.contains(t), qPrintable(QStringLiteral("not in engine_messages.cpp: ") + t));
                const QString translated = tr.translate("Engine", t.toUtf8().constData());
                QVERIFY2(!translated.isEmpty(), qPrintable(language + QStringLiteral(": untranslated template: ") + t));
                changes = changes || translated != t;
            }
            QVERIFY2(!shown.contains(placeholder), qPrintable(language + QStringLiteral(": ") + shown));
            QStringList literals;
            literalsOf(l.noteMessage, literals);
            for (const auto &i : l.items)
                literalsOf(i.labelMessage, literals);
            for (const QString &a : literals)
                QVERIFY2(shown.contains(a), qPrintable(language + QStringLiteral(": argument ") + a +
                                                       QStringLiteral(" missing in: ") + shown));
            if (changes) {
                QVERIFY2(shown != english, qPrintable(language + QStringLiteral(" still English: ") + shown));
                ++translatedLines;
            } else {
                QCOMPARE(shown, english);
            }
        }
        qInfo("%s: %d of %d lines translated", qPrintable(language), translatedLines, int(m_lines.size()));
        QVERIFY(translatedLines > int(m_lines.size()) / 2);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const GameState s = busyRound();
        const ResolutionResult r = resolveRound(m_catalog, s);
        m_lines = linesOf(r, finalScore(m_catalog, r.after));
        QVERIFY(m_lines.size() > 20);
        // The round meets the steps players read most: upkeep, shortage, revolt, War, famine, Books.
        QSet<QString> used;
        for (const auto &l : m_lines)
            used.unite(templatesOf(l));
        for (const char *t : {"%1 shortage", "Revolt", "%1 defeat", "Famine (%1)", "nations with fewer Books (%1 Books)",
                              "new player order: %1 (%2)", "VP tokens", "Resources %1 / 10 rounded down"})
            QVERIFY2(used.contains(QString::fromUtf8(t)), t);
    }

    void germanLinesAreGerman() { checkLanguage(QStringLiteral("de")); }
    void finnishLinesAreFinnish() { checkLanguage(QStringLiteral("fi")); }

    void englishLinesAreTheEnginesText()
    {
        nc::app::AppSettings::installTranslator(QStringLiteral("en"));
        for (const auto &l : m_lines)
            QCOMPARE(nc::app::explanationText(l), QString::fromStdString(l.text()));
    }

    void theShownBreakdownFollowsTheLanguage()
    {
        // The Resolution page and the boards show the engine's lines; a language chosen in Settings
        // applies at once (the controller renders them again), without a new action.
        nc::app::AppSettings::installTranslator(QStringLiteral("en"));
        nc::test::TempDatabase tmp;
        auto c = tmp.controller();
        QVERIFY(c->startGame(nc::test::twoPlayers()));
        QVERIFY(c->chooseGrowth(1, QStringLiteral("bonus:gold")));
        QVERIFY(c->chooseGrowth(0, QStringLiteral("worker:food")));
        QVERIFY(c->setEventCard(QStringLiteral("pax_romana__han_dynasty")));
        QVERIFY2(c->previewResolution(), qPrintable(c->lastError()));
        auto allText = [&] {
            QStringList out;
            for (const auto &st : c->resolution().value(QStringLiteral("steps")).toList())
                for (const auto &l : st.toMap().value(QStringLiteral("lines")).toList())
                    out.append(l.toMap().value(QStringLiteral("text")).toString());
            out.append(c->players()->data(c->players()->index(0), nc::app::PlayerBoardModel::StabilityTextRole).toString());
            return out.join(QLatin1Char('\n'));
        };
        const QString english = allText();
        QVERIFY(english.contains(QStringLiteral("Food:")));
        QSignalSpy spy(c.get(), &nc::app::GameController::resolutionChanged);
        nc::app::AppSettings::installTranslator(QStringLiteral("de"));
        QVERIFY(spy.count() >= 1);
        const QString german = allText();
        QVERIFY2(german.contains(QStringLiteral("Nahrung:")) && !german.contains(QStringLiteral("Food:")), qPrintable(german));
        QVERIFY(german.contains(QStringLiteral("Stabilität")));
        nc::app::AppSettings::installTranslator(QStringLiteral("en"));
        QCOMPARE(allText(), english);
    }

    void storedLinesKeepTheirLanguage()
    {
        // A breakdown stored as JSON reads back with its messages; one stored before them reads in English.
        nc::app::AppSettings::installTranslator(QStringLiteral("de"));
        for (const auto &l : m_lines) {
            const nlohmann::json j = toJson(l);
            QCOMPARE(nc::app::explanationText(j), nc::app::explanationText(l));
            nlohmann::json old = j;
            old.erase("note_message");
            for (auto &i : old["items"])
                i.erase("label_message");
            const ExplanationLine back = explanationLineFromJson(old);
            QCOMPARE(back.text(), l.text());
        }
        nc::app::AppSettings::installTranslator(QStringLiteral("en"));
    }
};

QTEST_GUILESS_MAIN(TestEngineText)
#include "tst_enginetext.moc"
