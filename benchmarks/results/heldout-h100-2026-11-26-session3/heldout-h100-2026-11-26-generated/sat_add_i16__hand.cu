extern "C" __global__ void sat_add_i16_hand(const short* a, const short* b, short* c, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
    if (4 * i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
        short4 va = make_short4(a[4 * i], a[4 * i + 1], a[4 * i + 2], a[4 * i + 3]);
#line 9 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
        short4 vb = make_short4(b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]);
#line 10 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
        short4 o;
#line 11 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
        o.x = (short)min(max((int)va.x + (int)vb.x, -32768), 32767);
#line 12 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
        o.y = (short)min(max((int)va.y + (int)vb.y, -32768), 32767);
#line 13 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
        o.z = (short)min(max((int)va.z + (int)vb.z, -32768), 32767);
#line 14 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
        o.w = (short)min(max((int)va.w + (int)vb.w, -32768), 32767);
#line 15 "/work/main/.stage/main/benchmarks/heldout/hand/sat_add_i16_hand.cl"
        c[4 * i] = o.x, c[4 * i + 1] = o.y, c[4 * i + 2] = o.z, c[4 * i + 3] = o.w;
    }
}
