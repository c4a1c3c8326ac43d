extern "C" __global__ void joint_hist16x16_opt(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
    int ucond = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 a_v0;
    uint4 b_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
            a_v0 = *(const uint4*)&a[i_m0];
            b_v1 = *(const uint4*)&b[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)(a_v0.x & 255u) >> 4) * 16 + ((int)(b_v1.x & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)((a_v0.x >> 8) & 255u) >> 4) * 16 + ((int)((b_v1.x >> 8) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)((a_v0.x >> 16) & 255u) >> 4) * 16 + ((int)((b_v1.x >> 16) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)(a_v0.x >> 24) >> 4) * 16 + ((int)(b_v1.x >> 24) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)(a_v0.y & 255u) >> 4) * 16 + ((int)(b_v1.y & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)((a_v0.y >> 8) & 255u) >> 4) * 16 + ((int)((b_v1.y >> 8) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)((a_v0.y >> 16) & 255u) >> 4) * 16 + ((int)((b_v1.y >> 16) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)(a_v0.y >> 24) >> 4) * 16 + ((int)(b_v1.y >> 24) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)(a_v0.z & 255u) >> 4) * 16 + ((int)(b_v1.z & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)((a_v0.z >> 8) & 255u) >> 4) * 16 + ((int)((b_v1.z >> 8) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)((a_v0.z >> 16) & 255u) >> 4) * 16 + ((int)((b_v1.z >> 16) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)(a_v0.z >> 24) >> 4) * 16 + ((int)(b_v1.z >> 24) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)(a_v0.w & 255u) >> 4) * 16 + ((int)(b_v1.w & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)((a_v0.w >> 8) & 255u) >> 4) * 16 + ((int)((b_v1.w >> 8) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)((a_v0.w >> 16) & 255u) >> 4) * 16 + ((int)((b_v1.w >> 16) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        int i_m15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cu"
            atomicAdd(&hist[((int)(a_v0.w >> 24) >> 4) * 16 + ((int)(b_v1.w >> 24) >> 4)], 1);
        }
    }
}
