extern "C" __global__ void quantize_u8_oneblock(const float* x, unsigned char* q, float scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
    for (int i = (unsigned long long)threadIdx.x; i < n; i += (unsigned long long)blockDim.x) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        float v = rintf(x[i] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cl"
        q[i] = (unsigned char)fminf(fmaxf(v, 0.0f), 255.0f);
    }
}
