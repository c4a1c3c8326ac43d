extern "C" __global__ void quantize_u8_oneblock_cf4x(const float* x, unsigned char* q, float scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_0 = (unsigned long long)threadIdx.x * 4ull; i_0 < n; i_0 += (unsigned long long)blockDim.x * 4ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_0 = rintf(x[i_0] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_0] = (unsigned char)fminf(fmaxf(v_0, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_1 = (unsigned long long)threadIdx.x * 4ull + 1ull; i_1 < n; i_1 += (unsigned long long)blockDim.x * 4ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_1 = rintf(x[i_1] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_1] = (unsigned char)fminf(fmaxf(v_1, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_2 = (unsigned long long)threadIdx.x * 4ull + 2ull; i_2 < n; i_2 += (unsigned long long)blockDim.x * 4ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_2 = rintf(x[i_2] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_2] = (unsigned char)fminf(fmaxf(v_2, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_3 = (unsigned long long)threadIdx.x * 4ull + 3ull; i_3 < n; i_3 += (unsigned long long)blockDim.x * 4ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_3 = rintf(x[i_3] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_3] = (unsigned char)fminf(fmaxf(v_3, 0.0f), 255.0f);
    }
}
