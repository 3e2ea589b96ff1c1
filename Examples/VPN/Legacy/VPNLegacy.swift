enum VPNLegacyModule {}
