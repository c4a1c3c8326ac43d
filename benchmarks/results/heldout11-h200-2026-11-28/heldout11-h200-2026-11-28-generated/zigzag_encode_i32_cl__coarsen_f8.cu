extern "C" __global__ void zigzag_encode_i32_cf8x(const int* v, unsigned int* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_0 = v[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_0] = ((unsigned int)s_0 << 1) ^ (unsigned int)(s_0 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_1 = v[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_1] = ((unsigned int)s_1 << 1) ^ (unsigned int)(s_1 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_2 = v[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_2] = ((unsigned int)s_2 << 1) ^ (unsigned int)(s_2 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_3 = v[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_3] = ((unsigned int)s_3 << 1) ^ (unsigned int)(s_3 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_4 = v[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_4] = ((unsigned int)s_4 << 1) ^ (unsigned int)(s_4 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_5 = v[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_5] = ((unsigned int)s_5 << 1) ^ (unsigned int)(s_5 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_6 = v[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_6] = ((unsigned int)s_6 << 1) ^ (unsigned int)(s_6 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_7 = v[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_7] = ((unsigned int)s_7 << 1) ^ (unsigned int)(s_7 >> 31);
    }
}
