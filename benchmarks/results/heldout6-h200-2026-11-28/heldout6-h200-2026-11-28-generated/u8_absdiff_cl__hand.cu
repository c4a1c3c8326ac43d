extern "C" __global__ void u8_absdiff_hand(const unsigned char* a, const unsigned char* b, unsigned char* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
    if (16 * t < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        uint4 wa = ((const uint4*)a)[t];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        uint4 wb = ((const uint4*)b)[t];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        uint4 wo;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        wo.x = 0u;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        for (int s = 0; s < 32; s += 8) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
            int dx = (int)((wa.x >> s) & 255u) - (int)((wb.x >> s) & 255u);
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
            wo.x |= (unsigned int)(dx < 0 ? -dx : dx) << s;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        wo.y = 0u;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        for (int s_1 = 0; s_1 < 32; s_1 += 8) {
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
            int dy = (int)((wa.y >> s_1) & 255u) - (int)((wb.y >> s_1) & 255u);
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
            wo.y |= (unsigned int)(dy < 0 ? -dy : dy) << s_1;
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        wo.z = 0u;
#line 23 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        for (int s_2 = 0; s_2 < 32; s_2 += 8) {
#line 24 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
            int dz = (int)((wa.z >> s_2) & 255u) - (int)((wb.z >> s_2) & 255u);
#line 25 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
            wo.z |= (unsigned int)(dz < 0 ? -dz : dz) << s_2;
        }
#line 27 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        wo.w = 0u;
#line 28 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        for (int s_3 = 0; s_3 < 32; s_3 += 8) {
#line 29 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
            int dw = (int)((wa.w >> s_3) & 255u) - (int)((wb.w >> s_3) & 255u);
#line 30 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
            wo.w |= (unsigned int)(dw < 0 ? -dw : dw) << s_3;
        }
#line 32 "/work/main/.stage/main/benchmarks/heldout6/hand/u8_absdiff_hand.cl"
        ((uint4*)out)[t] = wo;
    }
}
