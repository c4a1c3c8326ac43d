extern "C" __global__ void quantize_u8_oneblock_cf2x(const float* x, unsigned char* q, float scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_0 = (unsigned long long)threadIdx.x * 2ull; i_0 < n; i_0 += (unsigned long long)blockDim.x * 2ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_0 = rintf(x[i_0] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_0] = (unsigned char)fminf(fmaxf(v_0, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i_1 = (unsigned long long)threadIdx.x * 2ull + 1ull; i_1 < n; i_1 += (unsigned long long)blockDim.x * 2ull) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v_1 = rintf(x[i_1] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i_1] = (unsigned char)fminf(fmaxf(v_1, 0.0f), 255.0f);
    }
}
