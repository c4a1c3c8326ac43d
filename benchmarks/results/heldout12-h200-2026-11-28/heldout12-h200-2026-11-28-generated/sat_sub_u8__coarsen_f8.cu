extern "C" __global__ void sat_sub_u8_cf8x(const unsigned char* a, const unsigned char* b, unsigned char* d, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_0 = (int)a[i_0] - (int)b[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_0] = (unsigned char)(v_0 > 0 ? v_0 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_1 = (int)a[i_1] - (int)b[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_1] = (unsigned char)(v_1 > 0 ? v_1 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_2 = (int)a[i_2] - (int)b[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_2] = (unsigned char)(v_2 > 0 ? v_2 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_3 = (int)a[i_3] - (int)b[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_3] = (unsigned char)(v_3 > 0 ? v_3 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_4 = (int)a[i_4] - (int)b[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_4] = (unsigned char)(v_4 > 0 ? v_4 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_5 = (int)a[i_5] - (int)b[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_5] = (unsigned char)(v_5 > 0 ? v_5 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_6 = (int)a[i_6] - (int)b[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_6] = (unsigned char)(v_6 > 0 ? v_6 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_7 = (int)a[i_7] - (int)b[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_7] = (unsigned char)(v_7 > 0 ? v_7 : 0);
    }
}
