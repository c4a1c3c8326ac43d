extern "C" __global__ void dequant_int4_groups_cf8x(const unsigned char* q, const float* scale, float* w, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_0 = q[i_0 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_0 = i_0 & 1 ? b_0 >> 4 : b_0 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_0] = (float)(v_0 - 8) * scale[i_0 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_1 = q[i_1 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_1 = i_1 & 1 ? b_1 >> 4 : b_1 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_1] = (float)(v_1 - 8) * scale[i_1 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_2 = q[i_2 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_2 = i_2 & 1 ? b_2 >> 4 : b_2 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_2] = (float)(v_2 - 8) * scale[i_2 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_3 = q[i_3 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_3 = i_3 & 1 ? b_3 >> 4 : b_3 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_3] = (float)(v_3 - 8) * scale[i_3 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_4 = q[i_4 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_4 = i_4 & 1 ? b_4 >> 4 : b_4 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_4] = (float)(v_4 - 8) * scale[i_4 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_5 = q[i_5 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_5 = i_5 & 1 ? b_5 >> 4 : b_5 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_5] = (float)(v_5 - 8) * scale[i_5 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_6 = q[i_6 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_6 = i_6 & 1 ? b_6 >> 4 : b_6 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_6] = (float)(v_6 - 8) * scale[i_6 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_7 = q[i_7 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_7 = i_7 & 1 ? b_7 >> 4 : b_7 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_7] = (float)(v_7 - 8) * scale[i_7 >> 6];
    }
}
