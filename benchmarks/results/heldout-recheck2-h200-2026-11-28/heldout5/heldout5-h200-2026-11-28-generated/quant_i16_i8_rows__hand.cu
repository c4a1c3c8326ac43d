__device__ int amax4(short4 v) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    return max(max(abs((int)v.x), abs((int)v.y)), max(abs((int)v.z), abs((int)v.w)));
}

__device__ char q8(int x, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    return (char)(x * 127 / m);
}

extern "C" __global__ void quant_i16_i8_rows_hand(const short* X, char* Q, int* amax, int rows, int cols) {
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    int lane = threadIdx.x;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    int q = cols >> 2;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    const short4* row = (const short4*)X + (r < rows ? r : 0) * q;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    int m = 1;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    if (r < rows) {
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
        for (int c = lane; c < q; c += 32)
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
            m = max(m, amax4(row[c]));
    }
#line 27 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 28 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
        m = max(m, __shfl_xor_sync(4294967295u, m, off));
#line 29 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
    if (r < rows) {
#line 30 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
        char4* dst = (char4*)Q + r * q;
#line 31 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
        for (int c_1 = lane; c_1 < q; c_1 += 32) {
#line 32 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
            short4 v = row[c_1];
#line 33 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
            char4 o;
#line 34 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
            o.x = q8(v.x, m);
#line 35 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
            o.y = q8(v.y, m);
#line 36 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
            o.z = q8(v.z, m);
#line 37 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
            o.w = q8(v.w, m);
#line 38 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
            dst[c_1] = o;
        }
#line 40 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
        if (lane == 0)
#line 41 "/work/main/.stage/main/benchmarks/heldout5/hand/quant_i16_i8_rows_hand.cu"
            amax[r] = m;
    }
}
