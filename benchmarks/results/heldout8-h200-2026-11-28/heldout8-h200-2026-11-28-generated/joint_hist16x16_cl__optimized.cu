extern "C" __global__ void joint_hist16x16_opt(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
    int ucond = (int)(16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 a_v0;
    uint4 b_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m0 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
            a_v0 = *(const uint4*)&a[i_m0];
            b_v1 = *(const uint4*)&b[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)(a_v0.x & 255u) >> 4) * 16 + ((int)(b_v1.x & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m1 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)((a_v0.x >> 8) & 255u) >> 4) * 16 + ((int)((b_v1.x >> 8) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m2 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)((a_v0.x >> 16) & 255u) >> 4) * 16 + ((int)((b_v1.x >> 16) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m3 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)(a_v0.x >> 24) >> 4) * 16 + ((int)(b_v1.x >> 24) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m4 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)(a_v0.y & 255u) >> 4) * 16 + ((int)(b_v1.y & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m5 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)((a_v0.y >> 8) & 255u) >> 4) * 16 + ((int)((b_v1.y >> 8) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m6 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)((a_v0.y >> 16) & 255u) >> 4) * 16 + ((int)((b_v1.y >> 16) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m7 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)(a_v0.y >> 24) >> 4) * 16 + ((int)(b_v1.y >> 24) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m8 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)(a_v0.z & 255u) >> 4) * 16 + ((int)(b_v1.z & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m9 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 9ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)((a_v0.z >> 8) & 255u) >> 4) * 16 + ((int)((b_v1.z >> 8) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m10 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 10ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)((a_v0.z >> 16) & 255u) >> 4) * 16 + ((int)((b_v1.z >> 16) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m11 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 11ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)(a_v0.z >> 24) >> 4) * 16 + ((int)(b_v1.z >> 24) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m12 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 12ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)(a_v0.w & 255u) >> 4) * 16 + ((int)(b_v1.w & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m13 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 13ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)((a_v0.w >> 8) & 255u) >> 4) * 16 + ((int)((b_v1.w >> 8) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m14 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 14ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)((a_v0.w >> 16) & 255u) >> 4) * 16 + ((int)((b_v1.w >> 16) & 255u) >> 4)], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        int i_m15 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 15ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/joint_hist16x16.cl"
            atomicAdd(&hist[((int)(a_v0.w >> 24) >> 4) * 16 + ((int)(b_v1.w >> 24) >> 4)], 1);
        }
    }
}
