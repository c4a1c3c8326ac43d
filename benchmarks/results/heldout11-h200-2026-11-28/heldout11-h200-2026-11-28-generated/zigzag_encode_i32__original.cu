extern "C" __global__ void zigzag_encode_i32(const int* v, unsigned int* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        int s = v[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cu"
        z[i] = ((unsigned int)s << 1) ^ (unsigned int)(s >> 31);
    }
}
