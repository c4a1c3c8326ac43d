extern "C" __global__ void dequant_int4_groups_cf4x(const unsigned char* q, const float* scale, float* w, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
