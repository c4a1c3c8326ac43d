extern "C" __global__ void quantize_u8_oneblock(const float* x, unsigned char* q, float scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        float v = rintf(x[i] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        q[i] = (unsigned char)fminf(fmaxf(v, 0.0f), 255.0f);
    }
}
