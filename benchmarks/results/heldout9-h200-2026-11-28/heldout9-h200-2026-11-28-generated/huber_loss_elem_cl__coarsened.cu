extern "C" __global__ void huber_loss_elem_cf2x_st32(const float* pred, const float* target, float* loss, float delta, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
        float e_0 = pred[i_0] - target[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
        float a_0 = fabsf(e_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
        loss[i_0] = a_0 <= delta ? 0.5f * e_0 * e_0 : delta * (a_0 - 0.5f * delta);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
        float e_1 = pred[i_1] - target[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
        float a_1 = fabsf(e_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
        loss[i_1] = a_1 <= delta ? 0.5f * e_1 * e_1 : delta * (a_1 - 0.5f * delta);
    }
}
