extern "C" __global__ void ilog2_u32_opt(const unsigned int* in, int* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 in_v0;
    int4 out_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (ucond) {
            in_v0 = *(const uint4*)&in[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_m0 = in_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_m0 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_m0 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_m0 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m0 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m0 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m0 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m0 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m0 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m0 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m0 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m0 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m0 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m0 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m0 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m0 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m0 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m0 += 1;
                }
            }
            out_v1.x = r_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_m1 = in_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_m1 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_m1 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_m1 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m1 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m1 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m1 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m1 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m1 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m1 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m1 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m1 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m1 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m1 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m1 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m1 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m1 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m1 += 1;
                }
            }
            out_v1.y = r_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_m2 = in_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_m2 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_m2 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_m2 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m2 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m2 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m2 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m2 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m2 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m2 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m2 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m2 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m2 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m2 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m2 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m2 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m2 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m2 += 1;
                }
            }
            out_v1.z = r_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_m3 = in_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_m3 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_m3 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_m3 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m3 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m3 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m3 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m3 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m3 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m3 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m3 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m3 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m3 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m3 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_m3 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m3 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_m3 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_m3 += 1;
                }
            }
            out_v1.w = r_m3;
            *(int4*)(&out[i_m3] - 3) = out_v1;
        }
    }
}
