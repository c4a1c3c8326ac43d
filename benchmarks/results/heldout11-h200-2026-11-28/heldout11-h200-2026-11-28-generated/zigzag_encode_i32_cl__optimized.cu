extern "C" __global__ void zigzag_encode_i32_opt(const int* v, unsigned int* z, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 v_v0;
    uint4 z_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        if (ucond) {
            v_v0 = *(const int4*)&v[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
            int s_m0 = v_v0.x;
            z_v1.x = ((unsigned int)s_m0 << 1) ^ (unsigned int)(s_m0 >> 31);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
            int s_m1 = v_v0.y;
            z_v1.y = ((unsigned int)s_m1 << 1) ^ (unsigned int)(s_m1 >> 31);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
            int s_m2 = v_v0.z;
            z_v1.z = ((unsigned int)s_m2 << 1) ^ (unsigned int)(s_m2 >> 31);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
            int s_m3 = v_v0.w;
            z_v1.w = ((unsigned int)s_m3 << 1) ^ (unsigned int)(s_m3 >> 31);
            *(uint4*)(&z[i_m3] - 3) = z_v1;
        }
    }
}
