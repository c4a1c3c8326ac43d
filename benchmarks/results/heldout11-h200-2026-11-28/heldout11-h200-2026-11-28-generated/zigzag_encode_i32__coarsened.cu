extern "C" __global__ void zigzag_encode_i32_cf4x_st32(const int* v, unsigned int* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        int s_0 = v[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        z[i_0] = ((unsigned int)s_0 << 1) ^ (unsigned int)(s_0 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        int s_1 = v[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        z[i_1] = ((unsigned int)s_1 << 1) ^ (unsigned int)(s_1 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        int s_2 = v[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        z[i_2] = ((unsigned int)s_2 << 1) ^ (unsigned int)(s_2 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        int s_3 = v[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        z[i_3] = ((unsigned int)s_3 << 1) ^ (unsigned int)(s_3 >> 31);
    }
}
