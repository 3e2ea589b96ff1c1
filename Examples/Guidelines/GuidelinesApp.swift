enum GuidelinesAppModule {}
