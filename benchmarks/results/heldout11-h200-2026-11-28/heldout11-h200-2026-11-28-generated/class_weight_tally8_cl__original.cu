extern "C" __global__ void class_weight_tally8(const unsigned char* label, const int* weight, int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i] & 7], weight[i]);
}
