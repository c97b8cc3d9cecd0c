// The Catch2 main of every test binary. Catch2 v2 exits 0 when a filter matches no test case and passes a
// test case that asserts nothing; both must fail here (issue 11). Its command line takes only one
// "-w" (a second one is "Unrecognised token"), so both warnings are switched on here, whatever is passed.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

int main(int argc, char *argv[])
{
    Catch::Session session;
    if (const int rc = session.applyCommandLine(argc, argv); rc != 0)
        return rc;
    session.configData().warnings =
        static_cast<Catch::WarnAbout::What>(Catch::WarnAbout::NoTests | Catch::WarnAbout::NoAssertions);
    return session.run();
}
