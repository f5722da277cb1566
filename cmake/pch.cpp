// The translation unit that compiles the parts' precompiled header once (CMakeLists.txt,
// muster_pch): every part but the command line reuses it.
