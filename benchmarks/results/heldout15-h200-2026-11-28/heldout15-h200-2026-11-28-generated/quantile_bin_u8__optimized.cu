extern "C" __global__ void quantile_bin_u8_opt(const float* z, unsigned char* bin, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 z_v0;
    uchar4 bin_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
        if (ucond) {
            z_v0 = *(const float4*)&z[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            float v_m0 = z_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            int b_m0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            for (int k_m0 = 0; k_m0 < 7; k_m0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
                b_m0 += v_m0 >= -1.5f + 0.5f * k_m0;
            }
            bin_v1.x = (unsigned char)b_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            float v_m1 = z_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            int b_m1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            for (int k_m1 = 0; k_m1 < 7; k_m1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
                b_m1 += v_m1 >= -1.5f + 0.5f * k_m1;
            }
            bin_v1.y = (unsigned char)b_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            float v_m2 = z_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            int b_m2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            for (int k_m2 = 0; k_m2 < 7; k_m2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
                b_m2 += v_m2 >= -1.5f + 0.5f * k_m2;
            }
            bin_v1.z = (unsigned char)b_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            float v_m3 = z_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            int b_m3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
            for (int k_m3 = 0; k_m3 < 7; k_m3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cu"
                b_m3 += v_m3 >= -1.5f + 0.5f * k_m3;
            }
            bin_v1.w = (unsigned char)b_m3;
            *(uchar4*)(&bin[i_m3] - 3) = bin_v1;
        }
    }
}
