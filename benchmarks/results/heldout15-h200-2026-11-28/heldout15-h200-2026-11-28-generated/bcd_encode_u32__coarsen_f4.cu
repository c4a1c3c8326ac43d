extern "C" __global__ void bcd_encode_u32_cf4x(const unsigned int* value, unsigned int* bcd, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int v_0 = value[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int out_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        for (int k_0 = 0; k_0 < 8; k_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            out_0 |= (v_0 % 10u) << (4 * k_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            v_0 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        bcd[i_0] = out_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int v_1 = value[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int out_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        for (int k_1 = 0; k_1 < 8; k_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            out_1 |= (v_1 % 10u) << (4 * k_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            v_1 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        bcd[i_1] = out_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int v_2 = value[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int out_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        for (int k_2 = 0; k_2 < 8; k_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            out_2 |= (v_2 % 10u) << (4 * k_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            v_2 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        bcd[i_2] = out_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int v_3 = value[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int out_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        for (int k_3 = 0; k_3 < 8; k_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            out_3 |= (v_3 % 10u) << (4 * k_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            v_3 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        bcd[i_3] = out_3;
    }
}
