__device__ int amax4(short4 v) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    int a = max(v.x < 0 ? -(int)v.x : (int)v.x, v.y < 0 ? -(int)v.y : (int)v.y);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    int b = max(v.z < 0 ? -(int)v.z : (int)v.z, v.w < 0 ? -(int)v.w : (int)v.w);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    return max(a, b);
}

__device__ char q8(int x, int m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    return (char)(x * 127 / m);
}

extern "C" __global__ void quant_i16_i8_rows_hand(const short* X, char* Q, int* amax, int rows, int cols) {
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    __shared__ int part[8][32];
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    int rw = (unsigned long long)threadIdx.y;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + rw;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    int q = cols >> 2;
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    const short4* row = (const short4*)X + (r < rows ? r : 0) * q;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    int m = 1;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    if (r < rows) {
#line 28 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
        for (int c = lane; c < q; c += 32)
#line 29 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            m = max(m, amax4(row[c]));
    }
#line 31 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    part[rw][lane] = m;
#line 32 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    __syncthreads();
#line 33 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 34 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
        if (lane < st)
#line 35 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            part[rw][lane] = max(part[rw][lane], part[rw][lane + st]);
#line 36 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
        __syncthreads();
    }
#line 38 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    m = part[rw][0];
#line 39 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
    if (r < rows) {
#line 40 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
        char4* dst = (char4*)Q + r * q;
#line 41 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
        for (int c_1 = lane; c_1 < q; c_1 += 32) {
#line 42 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            short4 v = row[c_1];
#line 43 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            char4 o;
#line 44 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            o.x = q8(v.x, m);
#line 45 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            o.y = q8(v.y, m);
#line 46 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            o.z = q8(v.z, m);
#line 47 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            o.w = q8(v.w, m);
#line 48 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            dst[c_1] = o;
        }
#line 50 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
        if (lane == 0)
#line 51 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cl"
            amax[r] = m;
    }
}
