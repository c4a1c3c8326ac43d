extern "C" __global__ void quantize_u8_oneblock_cf8x(const float* x, unsigned char* q, float scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_0 = (unsigned long long)threadIdx.x * 8ull; i_0 < n; i_0 += (unsigned long long)blockDim.x * 8ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_0 = rintf(x[i_0] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_0] = (unsigned char)fminf(fmaxf(v_0, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_1 = (unsigned long long)threadIdx.x * 8ull + 1ull; i_1 < n; i_1 += (unsigned long long)blockDim.x * 8ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_1 = rintf(x[i_1] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_1] = (unsigned char)fminf(fmaxf(v_1, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_2 = (unsigned long long)threadIdx.x * 8ull + 2ull; i_2 < n; i_2 += (unsigned long long)blockDim.x * 8ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_2 = rintf(x[i_2] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_2] = (unsigned char)fminf(fmaxf(v_2, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_3 = (unsigned long long)threadIdx.x * 8ull + 3ull; i_3 < n; i_3 += (unsigned long long)blockDim.x * 8ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_3 = rintf(x[i_3] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_3] = (unsigned char)fminf(fmaxf(v_3, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_4 = (unsigned long long)threadIdx.x * 8ull + 4ull; i_4 < n; i_4 += (unsigned long long)blockDim.x * 8ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_4 = rintf(x[i_4] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_4] = (unsigned char)fminf(fmaxf(v_4, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_5 = (unsigned long long)threadIdx.x * 8ull + 5ull; i_5 < n; i_5 += (unsigned long long)blockDim.x * 8ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_5 = rintf(x[i_5] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_5] = (unsigned char)fminf(fmaxf(v_5, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_6 = (unsigned long long)threadIdx.x * 8ull + 6ull; i_6 < n; i_6 += (unsigned long long)blockDim.x * 8ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_6 = rintf(x[i_6] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_6] = (unsigned char)fminf(fmaxf(v_6, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_7 = (unsigned long long)threadIdx.x * 8ull + 7ull; i_7 < n; i_7 += (unsigned long long)blockDim.x * 8ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_7 = rintf(x[i_7] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_7] = (unsigned char)fminf(fmaxf(v_7, 0.0f), 255.0f);
    }
}
