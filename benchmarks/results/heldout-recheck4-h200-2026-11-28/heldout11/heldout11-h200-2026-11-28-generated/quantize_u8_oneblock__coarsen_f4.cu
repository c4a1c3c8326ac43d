extern "C" __global__ void quantize_u8_oneblock_cf4x(const float* x, unsigned char* q, float scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
    for (int i_0 = threadIdx.x * 4u; i_0 < n; i_0 += blockDim.x * 4u) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        float v_0 = rintf(x[i_0] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        q[i_0] = (unsigned char)fminf(fmaxf(v_0, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
    for (int i_1 = threadIdx.x * 4u + 1u; i_1 < n; i_1 += blockDim.x * 4u) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        float v_1 = rintf(x[i_1] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        q[i_1] = (unsigned char)fminf(fmaxf(v_1, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
    for (int i_2 = threadIdx.x * 4u + 2u; i_2 < n; i_2 += blockDim.x * 4u) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        float v_2 = rintf(x[i_2] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        q[i_2] = (unsigned char)fminf(fmaxf(v_2, 0.0f), 255.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
    for (int i_3 = threadIdx.x * 4u + 3u; i_3 < n; i_3 += blockDim.x * 4u) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        float v_3 = rintf(x[i_3] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/quantize_u8_oneblock.cu"
        q[i_3] = (unsigned char)fminf(fmaxf(v_3, 0.0f), 255.0f);
    }
}
