// LabelIndex: every catalog entry has a label code of its own, and scanned texts map back to it.
#include <QtTest>

#include "catalog/embedded_catalog.h"
#include "scan/label_index.h"

using nc::vision::LabelKind;
using nc::vision::PayloadStatus;

class TestLabelIndex : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyEntryHasItsOwnCode()
    {
        const auto catalog = nc::app::loadEmbeddedCatalog();
        nc::app::LabelIndex index(catalog); // throws on a shared code
        QCOMPARE(int(index.entries(LabelKind::ProgressCard).size()), int(catalog.cards().size()));
        QCOMPARE(int(index.entries(LabelKind::EventCard).size()), int(catalog.eventCards().size()));
        QVERIFY(index.entries(LabelKind::NationSide).size() >= 22);
        for (const auto &card : catalog.cards()) {
            const auto payload = index.payloadFor(LabelKind::ProgressCard, card.id);
            QVERIFY(payload);
            const auto m = index.match(*payload);
            QVERIFY(m.found);
            QCOMPARE(m.id, card.id);
            QCOMPARE(m.name, card.name);
        }
        for (const auto &ev : catalog.eventCards()) {
            const auto m = index.match(*index.payloadFor(LabelKind::EventCard, ev.id));
            QVERIFY(m.found);
            QCOMPARE(m.id, ev.id);
        }
        const auto china = index.match(*index.payloadFor(LabelKind::NationSide, "china/B"));
        QVERIFY(china.found);
        QCOMPARE(china.name, std::string("China (B)"));
    }

    void unknownAndForeignTextsAreExplained()
    {
        const auto catalog = nc::app::loadEmbeddedCatalog();
        nc::app::LabelIndex index(catalog);
        QVERIFY(!index.payloadFor(LabelKind::ProgressCard, "no_such_card"));
        const auto foreign = index.match("https://example.org");
        QVERIFY(!foreign.found);
        QCOMPARE(foreign.payload.status, PayloadStatus::Foreign);
        QVERIFY(foreign.message.find("foreign") != std::string::npos);
        // A well-formed payload whose code no entry has (find one not used by any card).
        std::string unused;
        for (char c = 'A'; c <= 'Z' && unused.empty(); ++c) {
            const std::string text = std::string("NC1:P:ZZZ") + c;
            if (!index.match(text).found)
                unused = text;
        }
        QVERIFY(!unused.empty());
        const auto unknown = index.match(unused);
        QVERIFY(!unknown.found);
        QCOMPARE(unknown.payload.status, PayloadStatus::Ours);
        QVERIFY(unknown.message.find("does not know") != std::string::npos);
        // The same code under another kind is a different entry.
        const auto p = *index.payloadFor(LabelKind::ProgressCard, catalog.cards().front().id);
        std::string asEvent = p;
        asEvent[4] = 'E';
        const auto m = index.match(asEvent);
        QVERIFY(!m.found || m.kind == LabelKind::EventCard);
    }
};

QTEST_GUILESS_MAIN(TestLabelIndex)
#include "tst_labelindex.moc"
