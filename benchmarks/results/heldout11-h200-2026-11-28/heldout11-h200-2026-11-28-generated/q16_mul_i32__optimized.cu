extern "C" __global__ void q16_mul_i32_opt(const int* a, const int* b, int* c, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    int4 c_v0;
    int4 a_v1;
    int4 b_v2;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        if (ucond) {
            a_v1 = *(const int4*)&a[i_m0];
            b_v2 = *(const int4*)&b[i_m0];
            c_v0.x = (int)(((long long)a_v1.x * b_v2.x) >> 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        if (ucond) {
            c_v0.y = (int)(((long long)a_v1.y * b_v2.y) >> 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        if (ucond) {
            c_v0.z = (int)(((long long)a_v1.z * b_v2.z) >> 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        if (ucond) {
            c_v0.w = (int)(((long long)a_v1.w * b_v2.w) >> 16);
            *(int4*)(&c[i_m3] - 3) = c_v0;
        }
    }
}
