extern "C" __global__ void dct8_blocks(const float* x, const float* C8, float* X, int nblocks) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int m = 0; m < 8; m++)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            v[m] = x[8 * b + m];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int k = 0; k < 8; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_1 = 0; m_1 < 8; m_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                s += C8[8 * k + m_1] * v[m_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            X[8 * b + k] = s;
        }
    }
}
